/**
 * What a personal API key may not do, checked before any read of the route (issue 29 "Personal API keys";
 * decisions P6, P7, P9):
 * - over the key's per-minute limit: 429 with `Retry-After` (the authorizer counted and passed it on);
 * - on the routes that change the account itself (password, deletion, sessions, the keys, and making,
 *   regenerating or revoking the iCal feed, issue 35, whose URL would outlive the key): 403;
 * - a `read` key on any method but GET and HEAD (or on a GET that changes data, decisions A32): 403 "This API key is read-only…".
 * A session token is not concerned: `caller.apiKey` is absent.
 */
import { API_KEY_MESSAGES } from '../../../../shared/schemas/api-keys';
import { ForbiddenError, TooManyRequestsError } from '../http/errors';
import type { Caller } from './caller';

/** The routes a key may never call, by `routeKey` (the account's own settings; decisions P9). */
export const ACCOUNT_ROUTES: ReadonlySet<string> = new Set([
  'PUT /api/v1/users/update_password',
  'DELETE /api/v1/users/destroy',
  'DELETE /api/v1/logout',
  'POST /api/v1/auth/request',
  'GET /api/v1/api_keys',
  'POST /api/v1/api_keys',
  'DELETE /api/v1/api_keys/{key_id}',
  // A feed URL made with a key would outlive the key's revocation (issue 35; decisions RC1).
  'POST /api/v1/calendar_feed',
  'DELETE /api/v1/calendar_feed',
]);

/** 429 for a key over its rate limit; `retryAfter` seconds go out as the `Retry-After` header. */
export class ApiKeyRateLimitError extends TooManyRequestsError {
  constructor(readonly retryAfter: number) {
    super(API_KEY_MESSAGES.rateLimited);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * @throws ApiKeyRateLimitError (429) over the limit; ForbiddenError (403) on an account route or for a
 *   read-only key's write.
 */
export function assertApiKeyAllowed(
  caller: Caller | null,
  route: { method: string; path: string; deprecated?: true },
): void {
  const key = caller?.apiKey;
  if (!key) return;
  if (key.retryAfter !== undefined) throw new ApiKeyRateLimitError(key.retryAfter);
  if (ACCOUNT_ROUTES.has(`${route.method} ${route.path}`)) throw new ForbiddenError(API_KEY_MESSAGES.accountRoute);
  // A deprecated GET changes data (decisions A32): a write, for a read-only key.
  if (key.scope === 'read' && (!READ_METHODS.has(route.method) || route.deprecated))
    throw new ForbiddenError(API_KEY_MESSAGES.readOnly);
}
