/**
 * `DELETE /api/v1/logout`: sign out (accounts spec §2 profile menu "Log Out", §7 Auth).
 * The local session is cleared whatever the server answers: the user asked to leave, and a token the
 * server refuses is as good as gone. The route guard then shows /login.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { clearSession, getStoredTokens } from '../../../lib/session';
import { HOSTED_UI_PROVIDER } from '../utils/hosted-ui';

/** Ends the session on the server (Cognito global sign-out). */
export function logout(): Promise<unknown> {
  return unwrap(apiClient.DELETE('/api/v1/logout'));
}

/** Log-out mutation; a Hosted UI session also signs out of Amplify and the Hosted UI (decision C8). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    meta: { errorToast: false },
    onSettled: async () => {
      const hostedUi = getStoredTokens()?.provider === HOSTED_UI_PROVIDER;
      clearSession('logout');
      if (hostedUi)
        await import('../utils/amplify-auth').then(
          (amplify) => amplify.signOutHostedUi(),
          () => undefined,
        );
    },
  });
}
