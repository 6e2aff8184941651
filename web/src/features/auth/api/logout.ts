/**
 * `DELETE /api/v1/logout`: sign out (accounts spec §2 profile menu "Log Out", §7 Auth).
 * The local session is cleared whatever the server answers: the user asked to leave, and a token the
 * server refuses is as good as gone. The route guard then shows /login.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/** Ends the session on the server (Cognito global sign-out). */
export function logout(): Promise<unknown> {
  return api.delete<unknown>('/api/v1/logout');
}

/** Log-out mutation. */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    meta: { errorToast: false },
    onSettled: () => clearSession('logout'),
  });
}
