/**
 * Finishes a third-party sign-in through the Hosted UI (accounts spec §2 Login, §7 Auth
 * `POST /api/v1/auth/request`; §8 failures show "Authentication Failed."; decision C8): Amplify has
 * checked the callback's state and exchanged its code (../utils/amplify-auth.ts); this stores the
 * tokens, asks the API for the user (which creates the record and the personal organization) and
 * stores the user; the interface then switches to the user's language (issue 41; decisions SL1).
 */
import type { User } from '../../../../../shared/schemas/user';
import { apiClient, unwrap } from '../../../lib/api-client';
import { adoptSignedInLanguage } from '../../../lib/i18n/ui-language';
import { clearSession, saveSession, saveTokens } from '../../../lib/session';
import { HOSTED_UI_PROVIDER, takeRedirectTo } from '../utils/hosted-ui';

/** `POST /api/v1/auth/request` with the stored web-client token: the signed-in user (accounts spec §7 Auth). */
export function requestThirdPartyUser(): Promise<User> {
  return unwrap(apiClient.POST('/api/v1/auth/request'));
}

/**
 * Completes the sign-in on the callback page and resolves with the remembered origin to go to.
 * Rejects on any failure (a provider error, a state mismatch, a failed code exchange, or the API
 * refusing), after clearing what it stored (accounts spec §8 "Authentication Failed.").
 */
export async function completeHostedUiSignIn(): Promise<string> {
  const redirectTo = takeRedirectTo();
  const { hostedUiTokens } = await import('../utils/amplify-auth');
  const tokens = await hostedUiTokens();
  if (!tokens) throw new Error('The Hosted UI sign-in did not complete');
  // Amplify keeps the refresh token and refreshes the session itself (lib/api-client.ts).
  const session = { ...tokens, refresh_token: '' };
  try {
    saveTokens(session, HOSTED_UI_PROVIDER);
    const user = await requestThirdPartyUser();
    saveSession({ ...session, user }, HOSTED_UI_PROVIDER);
    // Never rejects: a language that fails to load leaves the current one.
    await adoptSignedInLanguage(user.language);
  } catch (error) {
    clearSession('logout');
    throw error;
  }
  return redirectTo;
}
