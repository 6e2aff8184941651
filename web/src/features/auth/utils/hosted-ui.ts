/**
 * Third-party sign-in through the Cognito Hosted UI (accounts spec §1 "third-party sign-in that supplies
 * e-mail, given name and family name", §2 Login "a third-party sign-in button"; BRIEF §2: the browser's
 * app client allows only the OAuth code flow and refresh; decision C8).
 *
 * Amplify Auth runs the OAuth flow (./amplify-auth.ts, loaded on demand). This module holds what the
 * app keeps itself, free of Amplify so the login page's first load stays small: the constants, the
 * Amplify configuration built from `config.ts`, and the remembered origin kept across the redirect.
 */
import type { ResourcesConfig } from 'aws-amplify';

/** The marker stored with a Hosted UI session: Amplify refreshes it, not the API (lib/api-client.ts). */
export const HOSTED_UI_PROVIDER = 'hosted_ui';

/** The one text a failed third-party sign-in shows (accounts spec §8: "Authentication Failed."). */
export const AUTH_FAILED_MESSAGE = 'Authentication Failed.';

/** The app path Cognito sends the browser back to after sign-in (infra `OAUTH_CALLBACK_PATH`; accounts spec §2 Login). */
export const CALLBACK_PATH = '/auth/callback';

/** Where the Hosted UI's sign-out sends the browser (infra: the web client's logout URL `<appUrl>/login`). */
export const SIGN_OUT_PATH = '/login';

/** Scopes the web client grants (infra auth construct; accounts spec §1: e-mail and names). */
export const OAUTH_SCOPES = ['openid', 'email', 'profile'];

/** The identity provider the button goes straight to (infra: the web client offers Google only). */
export const IDENTITY_PROVIDER = 'Google';

/** The Hosted UI host (`<prefix>.auth.<region>.amazoncognito.com`) for a domain given as a host or URL. */
export function hostedUiHost(domain: string): string {
  return domain
    .trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
}

/** The settings of `config.ts` the Hosted UI needs. */
export interface HostedUiSettings {
  userPoolId: string;
  webClientId: string;
  authDomain: string;
}

/**
 * Amplify's configuration for the Hosted UI (accounts spec §2 Login): the pool, the web client, and the
 * OAuth code flow (PKCE) with Google, returning to `<origin>/auth/callback` and signing out to
 * `<origin>/login`, the URLs infra registers on the web client.
 */
export function amplifyAuthConfig(settings: HostedUiSettings, origin: string): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: settings.userPoolId,
        userPoolClientId: settings.webClientId,
        loginWith: {
          oauth: {
            domain: hostedUiHost(settings.authDomain),
            scopes: OAUTH_SCOPES,
            redirectSignIn: [`${origin}${CALLBACK_PATH}`],
            redirectSignOut: [`${origin}${SIGN_OUT_PATH}`],
            responseType: 'code',
            providers: [IDENTITY_PROVIDER],
          },
        },
      },
    },
  };
}

const REDIRECT_KEY = 'greenlight.hostedUi.redirectTo';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the remembered origin (accounts spec §2 Route guards) in sessionStorage until the callback. */
export function saveRedirectTo(redirectTo: string, storage: KeyValueStorage = window.sessionStorage): void {
  storage.setItem(REDIRECT_KEY, safePath(redirectTo));
}

/** Reads and removes the remembered origin (single use); `/` when absent or unsafe. */
export function takeRedirectTo(storage: KeyValueStorage = window.sessionStorage): string {
  try {
    const value = storage.getItem(REDIRECT_KEY);
    storage.removeItem(REDIRECT_KEY);
    return safePath(value);
  } catch {
    return '/';
  }
}

/** A same-origin path, or `/` (accounts spec §2 Route guards: the remembered origin never leaves the site). */
export function safePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
