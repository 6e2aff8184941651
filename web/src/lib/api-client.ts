/**
 * The typed API client every feature's `api/` file uses (BRIEF §1 "Envelope"; accounts spec §7 Calls, §8
 * Errors; issue 36 "A typed client, generated"): openapi-fetch over the paths generated from the served
 * OpenAPI document (./api/schema.d.ts, `npm run api:types`), with a session-aware `fetch`:
 *
 * - Sends `Authorization: Bearer <access token>` when signed in.
 * - `unwrap(call)` resolves with the envelope's `data` (`{status:'ok', data}`), typed from the document.
 * - Turns `{status:'error'|'authentication_failure', message, errors?}` into a typed `ApiError`, thrown
 *   by the transport, so callers only ever see successes.
 * - Keeps the session alive (issue 3 "Sessions"): the access token is refreshed with
 *   `POST /api/v1/auth/refresh` about 2 minutes before it expires (a timer, plus a check before each
 *   call for tabs whose timers were asleep), and a signed-in call answered 401 is retried once after a
 *   refresh. Sessions from the Hosted UI (third-party sign-in, `provider: 'hosted_ui'`) hold web-client
 *   tokens, which the API cannot refresh: they refresh at Cognito's token endpoint instead.
 * - Sends every write with an `Idempotency-Key` and retries it after a network failure or a 503 (issue 40;
 *   ./write-retries.ts).
 * - When that refresh fails too, a 401 `authentication_failure` (or the JWT authorizer's bare 401) on a
 *   signed-in request ends the session: storage is cleared and the route guard sends the user to /login
 *   with "Your session has already expired. Please sign in again." (accounts spec §8).
 */
import type { RefreshedSession } from '../../../shared/schemas/auth';
import type { ErrorEnvelope } from '../../../shared/schemas/common';
import createClient from 'openapi-fetch';
import { config } from '../config';
import type { paths } from './api/schema';
import { currentLanguage, intlLocale, translate } from './i18n/i18n-store';
import { ApiError } from './api-error';
import { isRetryable, isWrite, withIdempotencyKey } from './write-keys';
import { HOSTED_UI_PROVIDER } from '../features/auth/utils/hosted-ui';
import {
  REFRESH_RETRY_MS,
  clearSession,
  getStoredTokens,
  getStoredUser,
  needsRefresh,
  refreshDelay,
  saveRefreshedTokens,
  type StoredTokens,
} from './session';

// The error type callers catch lives in its own module; re-exported so every `api/` file keeps one import.
export { ApiError, errorMessage, fieldError, type FieldErrors } from './api-error';

/** One HTTP request as the transport sends it: the body already serialized, so a retry can resend it. */
interface Outgoing {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null) return false;
  const status = (value as { status?: unknown }).status;
  return status === 'error' || status === 'authentication_failure';
}

interface RawResponse {
  response: Response;
  payload: unknown;
}

/** One HTTP exchange: the response (body unread) and its parsed JSON body (null when empty or not JSON). */
async function send(outgoing: Outgoing, token: string | null): Promise<RawResponse> {
  const { url, method, body, signal } = outgoing;
  // The API answers its messages in the interface language (issue 41), not the browser's.
  const headers: Record<string, string> = {
    ...outgoing.headers,
    Accept: 'application/json',
    'Accept-Language': intlLocale(currentLanguage()),
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal });
  } catch (error) {
    // Aborts (a superseded query) must stay aborts so TanStack Query can tell them apart.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, translate('common', 'error.network'));
  }

  let payload: unknown = null;
  const text = await response.clone().text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }
  return { response, payload };
}

/** True when the API refused the caller's identity: `authentication_failure`, or the authorizer's bare 401. */
function isAuthFailure({ response, payload }: RawResponse): boolean {
  // API Gateway's JWT authorizer answers an expired or forged token itself, with a bare
  // `{"message":"Unauthorized"}` (no envelope): that is a session expiry too.
  return response.status === 401 && (!isErrorEnvelope(payload) || payload.status === 'authentication_failure');
}

/**
 * Passes a success through untouched (`{status:'ok', data}`, or an empty 204) for openapi-fetch to
 * parse; anything else throws the matching `ApiError`.
 */
function checked(raw: RawResponse): Response {
  const { response, payload } = raw;
  if (isErrorEnvelope(payload) || !response.ok) {
    const envelope = isErrorEnvelope(payload) ? payload : null;
    throw new ApiError(
      response.status,
      envelope?.message || translate('common', 'error.requestFailed', { status: response.status }),
      envelope?.errors ?? {},
      isAuthFailure(raw),
      false,
      envelope?.reason,
    );
  }
  if (typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 'ok')
    return response;
  if (response.status === 204) return response;
  throw new ApiError(response.status, translate('common', 'error.unexpected'));
}

/** The request openapi-fetch built, read once into a resendable form. */
async function outgoingOf(request: Request): Promise<Outgoing> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    // The document's `org_id` header travels as its alias `Org-Id`: CloudFront drops header names with an
    // underscore (infra/lib/constructs/web.ts; decisions LA2).
    headers[key === 'org_id' ? 'org-id' : key] = value;
  });
  const body = request.body === null ? undefined : await request.text();
  return { url: request.url, method: request.method, headers, body, signal: request.signal };
}

// ---------- session refresh ----------

let refreshInFlight: Promise<boolean> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let timerArmedFor: number | null = null;
/** Epoch ms before which the timer does not retry a refresh that could not reach the API. */
let retryNotBefore = 0;

/**
 * A Hosted UI session is refreshed by Amplify Auth with the web client at Cognito's token endpoint
 * (issue 3 "Sessions"; decision C8), loaded on demand so Amplify stays out of the first load.
 */
async function performHostedUiRefresh(tokens: StoredTokens): Promise<boolean> {
  let refreshed: Awaited<ReturnType<typeof import('../features/auth/utils/amplify-auth').hostedUiTokens>>;
  try {
    const { hostedUiTokens } = await import('../features/auth/utils/amplify-auth');
    refreshed = await hostedUiTokens(true);
  } catch {
    // Offline (or the module could not load): keep the session and retry later.
    retryNotBefore = Date.now() + REFRESH_RETRY_MS;
    return false;
  }
  retryNotBefore = 0;
  // Amplify drops a session whose refresh token Cognito refused: so does the app.
  if (!refreshed) {
    clearSession('expired');
    return false;
  }
  return saveRefreshedTokens(tokens.refresh_token, refreshed);
}

async function performRefresh(): Promise<boolean> {
  const tokens = getStoredTokens();
  if (!tokens) return false;
  if (tokens.provider === HOSTED_UI_PROVIDER) return performHostedUiRefresh(tokens);
  let refreshed: RefreshedSession;
  try {
    refreshed = await unwrap(
      bareClient.POST('/api/v1/auth/refresh', { body: { refresh_token: tokens.refresh_token } }),
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) {
      // Offline: keep the session; the timer tries again after a pause, and a 401 still ends it.
      retryNotBefore = Date.now() + REFRESH_RETRY_MS;
      return false;
    }
    retryNotBefore = 0;
    // A refused refresh token (revoked by "Log Out" elsewhere, or expired) ends the session.
    if (error.status >= 400 && error.status < 500) clearSession('expired');
    return false;
  }
  retryNotBefore = 0;
  return saveRefreshedTokens(tokens.refresh_token, refreshed);
}

/**
 * Exchanges the stored refresh token for a new access token. Concurrent callers share one request.
 * @returns true when fresh tokens are stored; false when signed out, offline or refused (a refusal has
 *   already ended the session).
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
    scheduleSessionRefresh();
  });
  return refreshInFlight;
}

async function onRefreshTimer(): Promise<void> {
  refreshTimer = undefined;
  timerArmedFor = null;
  const tokens = getStoredTokens();
  if (!tokens) return;
  // Another tab may already have refreshed: then only re-arm for the new expiry.
  if (needsRefresh(tokens, Date.now())) await refreshSession();
  else scheduleSessionRefresh();
}

/**
 * Arms (or re-arms) the timer that refreshes the stored access token ~2 minutes before it expires.
 * Idempotent: calling it again for the same expiry does nothing; signing out disarms it.
 * Every API call calls it, so a signed-in page always has it armed.
 */
export function scheduleSessionRefresh(): void {
  const tokens = getStoredTokens();
  const expiresAt = tokens?.expires_at ?? null;
  if (expiresAt === timerArmedFor && (refreshTimer !== undefined || expiresAt === null)) return;
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
  timerArmedFor = expiresAt;
  if (expiresAt === null || refreshInFlight) return;
  refreshTimer = setTimeout(() => void onRefreshTimer(), refreshDelay(expiresAt, Date.now(), retryNotBefore));
}

/**
 * The `fetch` of the typed client (./api/client.ts): sends the access token, refreshes it first when it
 * is about to expire, retries once after a refresh when a signed-in call is refused, ends the session
 * when that fails too, and throws `ApiError` for every failure, so the client only ever sees successes.
 */
async function sessionFetch(request: Request): Promise<Response> {
  return checked(await withRetries(await outgoingOf(request), sessionSend));
}

/**
 * A write with an `Idempotency-Key`, sent again after a network failure, a 503 or a 409 "still in progress"
 * (./write-retries.ts, loaded on the first retry only); reads go once.
 * @throws ApiError 409 `alreadyDone` when a retry is refused as a conflict: the first attempt landed.
 */
async function withRetries(outgoing: Outgoing, attempt: (o: Outgoing) => Promise<RawResponse>) {
  if (!isWrite(outgoing.method)) return attempt(outgoing);
  const keyed = { ...outgoing, headers: withIdempotencyKey(outgoing.headers) };
  const messageOf = (raw: RawResponse) => (isErrorEnvelope(raw.payload) ? raw.payload.message : undefined);
  const outcomeOf = (raw: RawResponse) => ({
    status: raw.response.status,
    retryAfter: raw.response.headers.get('retry-after'),
  });
  const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;
  let first: RawResponse | undefined;
  try {
    first = await attempt(keyed);
    if (!isRetryable(first.response.status, first.response.headers.get('retry-after'))) return first;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
  }
  const { retryWrite, NETWORK_FAILURE } = await import('./write-retries');
  const last = await retryWrite(
    keyed.signal,
    () => attempt(keyed),
    outcomeOf,
    isNetworkFailure,
    first ? outcomeOf(first) : NETWORK_FAILURE,
  );
  if (last.response.status === 409 && !last.response.headers.has('retry-after'))
    throw new ApiError(409, messageOf(last) ?? 'Already done.', {}, false, true);
  return last;
}

async function sessionSend(outgoing: Outgoing): Promise<RawResponse> {
  // "Signed in" is the stored user entry (accounts spec §2); a user without usable tokens is a broken
  // session, which the first refused call ends like an expired one.
  const signedIn = getStoredUser() !== null;
  let tokens = getStoredTokens();
  // A tab whose timer slept through the refresh window refreshes before calling.
  if (signedIn && tokens && needsRefresh(tokens, Date.now())) {
    await refreshSession();
    tokens = getStoredTokens();
  }
  scheduleSessionRefresh();

  let raw = await send(outgoing, tokens?.access_token ?? null);
  // Only a request made while signed in can have an expired session; a failed sign-in cannot.
  if (isAuthFailure(raw) && signedIn && getStoredUser() !== null) {
    // Maybe only the access token went stale (a sleeping laptop): refresh and retry once.
    if (tokens && (await refreshSession())) {
      raw = await send(outgoing, getStoredTokens()?.access_token ?? null);
    }
    if (isAuthFailure(raw) && getStoredUser() !== null) clearSession('expired');
  }
  return raw;
}

/** The transport without a session, for the refresh call itself: no token, no retry. */
async function bareFetch(request: Request): Promise<Response> {
  return checked(await send(await outgoingOf(request), null));
}

/**
 * The query string as the API expects it: empty values (`undefined`, `null`, `''`) are left out, and a
 * list is sent comma-separated (`ids=a,b`).
 */
function querySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * openapi-fetch builds a `Request`, which needs an absolute URL: the API's origin, else the page's
 * (the local stack and CloudFront serve both on one), else localhost where there is no page (unit tests).
 */
const baseUrl = config.apiUrl || (typeof location === 'undefined' ? 'http://localhost' : location.origin);

const clientOptions = { baseUrl, querySerializer };

/**
 * The typed API client (issue 36 "A typed client, generated"): openapi-fetch over the `paths` generated
 * from the served OpenAPI document (./api/schema.d.ts; `npm run api:types`). Call it with the document's
 * path templates, e.g. `apiClient.GET('/api/v1/workspaces/{id}', { params: { path: { id } } })`, and
 * pass the promise to `unwrap`.
 */
export const apiClient = createClient<paths>({ ...clientOptions, fetch: sessionFetch });

const bareClient = createClient<paths>({ ...clientOptions, fetch: bareFetch });

/**
 * A typed client for a bearer that is not the signed-in user's session (issue 37: a reviewer's `glr_…`
 * session, decisions RP2): `token()` is read per call; no refresh, no retry, and a 401 never touches the
 * signed-in session. Failures throw `ApiError` as with `apiClient`.
 */
export function createBearerClient(token: () => string | null) {
  const bearerFetch = async (request: Request): Promise<Response> =>
    checked(await withRetries(await outgoingOf(request), (outgoing) => send(outgoing, token())));
  return createClient<paths>({ ...clientOptions, fetch: bearerFetch });
}

/** What a successful call carries: the JSON envelope, or nothing for a 204. */
interface OkEnvelope {
  status: 'ok';
  data: unknown;
}

/**
 * Resolves with the envelope's `data`, typed from the document; a failure has already been thrown as an
 * `ApiError` by the transport. A 204 (no body) goes through `noContent` instead.
 * @throws ApiError when the call failed, or a success came without a body.
 */
export async function unwrap<E extends OkEnvelope>(
  call: Promise<{ data?: E; response: Response }>,
): Promise<E['data']> {
  const { data, response } = await call;
  if (data === undefined) throw new ApiError(response.status, 'The server sent an unexpected response.');
  return data.data;
}

/** Waits for a call whose success has no body (204); a failure has already been thrown as an `ApiError`. */
export async function noContent(call: Promise<unknown>): Promise<void> {
  await call;
}
