/**
 * `POST /api/v1/auth`: sign in with e-mail and password (accounts spec §2 Login, §7 Auth; BRIEF §2).
 * On success the session is stored, which is what marks the browser as logged in, and the interface switches to
 * the user's language before the first signed-in screen (issue 41; decisions SL1).
 */
import { useMutation } from '@tanstack/react-query';
import type { Session, SignInRequest } from '../../../../../shared/schemas/auth';
import { apiClient, unwrap } from '../../../lib/api-client';
import { adoptSignedInLanguage } from '../../../lib/i18n/ui-language';
import { saveSession } from '../../../lib/session';

/** Signs in and resolves with the session (tokens and user). */
export function login(body: SignInRequest): Promise<Session> {
  return unwrap(apiClient.POST('/api/v1/auth', { body }));
}

/**
 * Sign-in mutation; the form shows failures in its own Alert, so no toast. It stays pending until the user's
 * language is loaded, so the caller's `onSuccess` (the redirect) lands on a screen already in that language.
 */
export function useLogin(options: { onSuccess?: (session: Session) => void } = {}) {
  return useMutation({
    mutationFn: login,
    meta: { errorToast: false },
    onSuccess: async (session) => {
      saveSession(session);
      await adoptSignedInLanguage(session.user.language);
      options.onSuccess?.(session);
    },
  });
}
