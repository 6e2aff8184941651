/**
 * Finishes a third-party sign-in through the Hosted UI (accounts spec §2 Login, §7 Auth
 * `POST /api/v1/auth/request`; §8 failures show "Authentication Failed."): parse the callback, exchange
 * the code, store the tokens, ask the API for the user (which creates the record and the personal
 * organization), store the user.
 */
import type { User } from '../../../../../shared/schemas/user';
import { config } from '../../../config';
import { api } from '../../../lib/api-client';
import { clearSession, saveSession, saveTokens } from '../../../lib/session';
import { CALLBACK_PATH, HOSTED_UI_PROVIDER, exchangeCode, parseCallback, takePendingSignIn } from '../utils/hosted-ui';

/** `POST /api/v1/auth/request` with the stored web-client token: the signed-in user (accounts spec §7 Auth). */
export function requestThirdPartyUser(): Promise<User> {
  return api.post<User>('/api/v1/auth/request');
}

/**
 * Completes the sign-in for the callback URL `href` and resolves with the remembered origin to go to.
 * Rejects on any failure, after clearing whatever it stored (accounts spec §8 "Authentication Failed.").
 */
export async function completeHostedUiSignIn(href: string): Promise<string> {
  const pending = takePendingSignIn();
  if (!pending) throw new Error('No sign-in in progress');
  const result = parseCallback(href, pending.state);
  if ('error' in result) throw new Error(result.error);

  const tokens = await exchangeCode({
    domain: config.authDomain,
    clientId: config.webClientId,
    redirectUri: `${new URL(href).origin}${CALLBACK_PATH}`,
    code: result.code,
    verifier: pending.verifier,
  });
  const session = {
    access_token: tokens.access_token,
    id_token: tokens.id_token,
    refresh_token: tokens.refresh_token,
    expires_in: tokens.expires_in,
  };
  try {
    saveTokens(session, HOSTED_UI_PROVIDER);
    const user = await requestThirdPartyUser();
    saveSession({ ...session, user }, HOSTED_UI_PROVIDER);
  } catch (error) {
    clearSession('logout');
    throw error;
  }
  return pending.redirectTo;
}
