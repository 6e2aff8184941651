/**
 * Amplify Auth for the Cognito Hosted UI (accounts spec §2 Login third-party button; issue 3 "Sessions";
 * decision C8). Loaded only through `import()` (the button's click, the callback route, a Hosted UI
 * session's refresh or sign-out), so Amplify never weighs on a page's first load.
 *
 * Importing this module configures Amplify from `config.ts` with the OAuth listener enabled, so on the
 * callback page Amplify checks the `state`, exchanges the code with its PKCE verifier and stores the tokens.
 */
import { Amplify } from 'aws-amplify';
import 'aws-amplify/auth/enable-oauth-listener';
import { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
import { config } from '../../../config';
import { IDENTITY_PROVIDER, amplifyAuthConfig } from './hosted-ui';

Amplify.configure(amplifyAuthConfig(config, window.location.origin));

/** Cognito tokens as the app stores them; `expires_in` is in seconds from now. */
export interface HostedUiTokens {
  access_token: string;
  id_token: string;
  expires_in: number;
}

/** Leaves for the Hosted UI, straight to Google (accounts spec §2 Login). Rejects when Amplify cannot start the flow. */
export function startHostedUiSignIn(): Promise<void> {
  return signInWithRedirect({ provider: IDENTITY_PROVIDER });
}

/**
 * The session's tokens, refreshed first when `forceRefresh`; null when there is none (a failed or
 * cancelled redirect, or a refresh token Cognito refused). Waits for a redirect still being completed.
 * @throws Error when Cognito cannot be reached.
 */
export async function hostedUiTokens(forceRefresh = false): Promise<HostedUiTokens | null> {
  const { tokens } = await fetchAuthSession({ forceRefresh });
  if (!tokens?.accessToken || !tokens.idToken) return null;
  const expiresAt = tokens.accessToken.payload.exp ?? 0;
  return {
    access_token: tokens.accessToken.toString(),
    id_token: tokens.idToken.toString(),
    expires_in: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
  };
}

/** Forgets Amplify's tokens and ends the Hosted UI session (its sign-out returns to /login). Never rejects. */
export async function signOutHostedUi(): Promise<void> {
  await signOut().catch(() => undefined);
}
