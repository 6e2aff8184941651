/**
 * `POST /api/v1/auth`: sign in with e-mail and password (accounts spec §2 Login, §7 Auth; BRIEF §2).
 * On success the session is stored, which is what marks the browser as logged in.
 */
import { useMutation } from '@tanstack/react-query';
import type { Session, SignInRequest } from '../../../../../shared/schemas/auth';
import { apiClient, unwrap } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** Signs in and resolves with the session (tokens and user). */
export function login(body: SignInRequest): Promise<Session> {
  return unwrap(apiClient.POST('/api/v1/auth', { body }));
}

/** Sign-in mutation; the form shows failures in its own Alert, so no toast. */
export function useLogin(options: { onSuccess?: (session: Session) => void } = {}) {
  return useMutation({
    mutationFn: login,
    meta: { errorToast: false },
    onSuccess: (session) => {
      saveSession(session);
      options.onSuccess?.(session);
    },
  });
}
