/**
 * Third-party sign-in through the Cognito Hosted UI (accounts spec §1 "third-party sign-in that supplies
 * e-mail, given name and family name", §2 Login "a third-party sign-in button"; BRIEF §2: the browser's
 * app client allows only the OAuth code flow and refresh).
 *
 * The OAuth 2.0 authorization code flow with PKCE (RFC 7636), written against Web Crypto so it needs no
 * library: pure helpers, unit-tested in Node. The page-level steps live in `google-sign-in-button.tsx`
 * and `app/routes/auth-callback.tsx`; the refresh branch in `lib/api-client.ts`.
 */

/** The marker stored with a Hosted UI session: it refreshes at Cognito's token endpoint, not the API. */
export const HOSTED_UI_PROVIDER = 'hosted_ui';

/** The one text a failed third-party sign-in shows (accounts spec §8: "Authentication Failed."). */
export const AUTH_FAILED_MESSAGE = 'Authentication Failed.';

/** The app path Cognito sends the browser back to after sign-in (infra `OAUTH_CALLBACK_PATH`; accounts spec §2 Login). */
export const CALLBACK_PATH = '/auth/callback';

/** Scopes the web client grants (infra auth construct; accounts spec §1: e-mail and names). */
export const OAUTH_SCOPES = 'openid email profile';

/** `https://<domain>` for a Hosted UI domain given as a host or a URL (accounts spec §2 Login). */
export function hostedUiOrigin(domain: string): string {
  const host = domain.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return `https://${host}`;
}

/** Base64url without padding (RFC 7636 §3 / RFC 4648 §5), used for the PKCE values (accounts spec §2 Login). */
export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random base64url string from `byteLength` random bytes (accounts spec §2 Login: OAuth state and PKCE). */
export function randomBase64Url(byteLength: number): string {
  return base64UrlEncode(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** The S256 code challenge of a PKCE verifier: base64url(SHA-256(verifier)) (RFC 7636 §4.2; accounts spec §2 Login). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** A PKCE verifier and its S256 challenge. */
export interface PkcePair {
  verifier: string;
  challenge: string;
}

/** A fresh PKCE pair: a 64-character verifier (48 random bytes) and its challenge (accounts spec §2 Login). */
export async function createPkcePair(): Promise<PkcePair> {
  const verifier = randomBase64Url(48);
  return { verifier, challenge: await pkceChallenge(verifier) };
}

/** A fresh OAuth `state` value that ties the callback to this browser's request (accounts spec §2 Login). */
export function createState(): string {
  return randomBase64Url(24);
}

/** Inputs of the Hosted UI authorize URL. */
export interface AuthorizeUrlOptions {
  domain: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/**
 * The Hosted UI `/oauth2/authorize` URL that goes straight to Google (accounts spec §2 Login:
 * third-party sign-in button), asking for a code with an S256 PKCE challenge.
 */
export function buildAuthorizeUrl({ domain, clientId, redirectUri, state, codeChallenge }: AuthorizeUrlOptions): string {
  const params = new URLSearchParams({
    identity_provider: 'Google',
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: OAUTH_SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${hostedUiOrigin(domain)}/oauth2/authorize?${params.toString()}`;
}

/** What the callback URL says: a code to exchange, or why sign-in failed. */
export type CallbackResult = { code: string } | { error: string };

/**
 * Reads the Hosted UI's redirect (accounts spec §2 Login; §8 failures end in "Authentication Failed."):
 * the provider's `error`/`error_description`, a state that is not the one this browser sent, or a
 * missing code are errors; otherwise the authorization code.
 */
export function parseCallback(url: string | URL, expectedState: string | null | undefined): CallbackResult {
  const params = new URL(url).searchParams;
  const providerError = params.get('error');
  if (providerError) return { error: params.get('error_description') || providerError };
  const state = params.get('state');
  if (!expectedState || state !== expectedState) return { error: 'State mismatch' };
  const code = params.get('code');
  if (!code) return { error: 'Missing authorization code' };
  return { code };
}

/** Cognito's token endpoint answer; `refresh_token` only on the code exchange. `expires_in` is in seconds. */
export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
}

/** The token endpoint failed: `status` 0 when it could not be reached (accounts spec §8). */
export class TokenEndpointError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'TokenEndpointError';
    this.status = status;
  }
}

function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return typeof t.access_token === 'string' && typeof t.id_token === 'string' && typeof t.expires_in === 'number';
}

/**
 * POSTs a form to `https://<domain>/oauth2/token` and returns the tokens (accounts spec §2 Login; issue 3
 * "Sessions" for refresh). Throws `TokenEndpointError` on an unreachable endpoint or a refusal.
 */
export async function requestTokens(
  domain: string,
  form: Record<string, string>,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchImpl(`${hostedUiOrigin(domain)}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch {
    throw new TokenEndpointError(0, 'The sign-in service could not be reached.');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok || !isTokenResponse(payload)) {
    const error = (payload as { error?: unknown } | null)?.error;
    throw new TokenEndpointError(response.status, typeof error === 'string' ? error : `Token request failed (${response.status}).`);
  }
  return payload;
}

/** Inputs of the code exchange. */
export interface ExchangeCodeOptions {
  domain: string;
  clientId: string;
  redirectUri: string;
  code: string;
  verifier: string;
  fetchImpl?: typeof fetch;
}

/** Exchanges the callback's code and PKCE verifier for Cognito tokens (accounts spec §2 Login). */
export async function exchangeCode({ domain, clientId, redirectUri, code, verifier, fetchImpl }: ExchangeCodeOptions): Promise<TokenResponse & { refresh_token: string }> {
  const tokens = await requestTokens(
    domain,
    { grant_type: 'authorization_code', client_id: clientId, code, redirect_uri: redirectUri, code_verifier: verifier },
    fetchImpl,
  );
  if (!tokens.refresh_token) throw new TokenEndpointError(200, 'The sign-in service returned no refresh token.');
  return { ...tokens, refresh_token: tokens.refresh_token };
}

/** Inputs of a Hosted UI refresh. */
export interface RefreshTokensOptions {
  domain: string;
  clientId: string;
  refreshToken: string;
  fetchImpl?: typeof fetch;
}

/**
 * Refreshes a Hosted UI session at Cognito's token endpoint: the API's `/auth/refresh` only accepts the
 * server client's tokens (issue 3 "Sessions"; accounts spec §8 session expiry).
 */
export function refreshTokens({ domain, clientId, refreshToken, fetchImpl }: RefreshTokensOptions): Promise<TokenResponse> {
  return requestTokens(domain, { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken }, fetchImpl);
}

/** What the browser keeps between leaving for the Hosted UI and coming back (accounts spec §2 Login). */
export interface PendingSignIn {
  state: string;
  verifier: string;
  /** The remembered origin (accounts spec §2 Route guards), a same-origin path. */
  redirectTo: string;
}

const PENDING_KEY = 'greenlight.hostedUi';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the state, verifier and remembered origin in sessionStorage until the callback (accounts spec §2 Login). */
export function savePendingSignIn(pending: PendingSignIn, storage: KeyValueStorage = window.sessionStorage): void {
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
}

/** Reads and removes the pending sign-in (single use), or null when absent or corrupt (accounts spec §2 Login). */
export function takePendingSignIn(storage: KeyValueStorage = window.sessionStorage): PendingSignIn | null {
  try {
    const raw = storage.getItem(PENDING_KEY);
    storage.removeItem(PENDING_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    if (typeof p.state !== 'string' || typeof p.verifier !== 'string') return null;
    return { state: p.state, verifier: p.verifier, redirectTo: safePath(typeof p.redirectTo === 'string' ? p.redirectTo : null) };
  } catch {
    return null;
  }
}

/** A same-origin path, or `/` (accounts spec §2 Route guards: the remembered origin never leaves the site). */
export function safePath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
