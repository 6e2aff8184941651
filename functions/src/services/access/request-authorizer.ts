/**
 * Who a request's `Authorization: Bearer …` stands for: the one check of the API's Lambda REQUEST
 * authorizer (../../handlers/http/authorizer.ts) and of the local gateway (infra/local/jwt-authorizer.ts),
 * so both decide alike (issue 29 "Personal API keys"; BRIEF §8; decisions P5–P9).
 *
 * - A Cognito ACCESS token, verified exactly as the JWT authorizer did (./verify-token.ts: signature,
 *   issuer, expiry, `token_use`, client id): the context carries its claims (`auth: 'jwt'`).
 * - A personal API key (`glk_…`, shared/schemas/api-keys.ts): one UpdateItem by its hash
 *   (data/api-key-use.ts) checks it exists and has not expired, counts it against the per-minute limit and
 *   returns its user and scope (`auth: 'api_key'`). Over the limit it is still authorized, with
 *   `retry_after`: an authorizer cannot answer 429, so the handler does (./api-key-guard.ts).
 * - A reviewer session (`glr_…`, issue 37; decisions RL3): one GetItem by its hash
 *   (data/review-session-use.ts); the context names the reviewer, card and workspace (`auth: 'reviewer'`)
 *   and no user, so only the reviewer routes (policy `reviewer`) accept it.
 * Anything else (no header, a malformed or unknown key, a revoked or expired one, a bad token) is null,
 * which the API answers 401 `{"message":"Unauthorized"}` (decisions A6).
 */
import { API_KEY_LIMITS, API_KEY_PATTERN, API_KEY_PREFIX } from '../../../../shared/schemas/api-key-limits';
import { apiKeyHash, useApiKey } from '../../data/api-key-use';
import { requestNow } from '../../lib/clock';
import { verifyAccessToken } from '../../lib/auth/verify-token';
import { REVIEW_SESSION_PATTERN, REVIEW_SESSION_PREFIX } from '../../../../shared/schemas/review-link-limits';
import { useReviewSession } from '../../data/review-session-use';

/** The authorizer's context: flat strings, numbers and booleans (what an HTTP API simple response may carry). */
export type AuthorizerContext = Record<string, string | number | boolean>;

/** The claims handed on for a session token (caller.ts reads `sub`, `token_use`, `auth_time`, `iat`). */
const JWT_CLAIMS = [
  'sub',
  'token_use',
  'auth_time',
  'iat',
  'exp',
  'client_id',
  'username',
  'scope',
  'iss',
  'jti',
  'event_id',
  'origin_jti',
] as const;

/** The bearer token of an `Authorization` header, or null. */
export function bearerOf(authorization: string | undefined): string | null {
  return authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? null;
}

/**
 * Authorize a request from its headers (lower-case names), as of the request's instant (../clock.ts).
 * @returns the context to hand to the route's function, or null for 401.
 */
export async function authorizeRequest(headers: Record<string, string | undefined>): Promise<AuthorizerContext | null> {
  const token = bearerOf(headers.authorization);
  if (!token) return null;
  if (token.startsWith(API_KEY_PREFIX)) {
    if (!API_KEY_PATTERN.test(token)) return null;
    const use = await useApiKey(apiKeyHash(token), requestNow(headers), API_KEY_LIMITS.perMinute);
    if (use.outcome === 'refused') return null;
    return {
      auth: 'api_key',
      sub: use.userId,
      key_id: use.keyId,
      scope: use.scope,
      ...(use.outcome === 'rate_limited' ? { retry_after: use.retryAfter } : {}),
    };
  }
  if (token.startsWith(REVIEW_SESSION_PREFIX)) {
    if (!REVIEW_SESSION_PATTERN.test(token)) return null;
    const session = await useReviewSession(token, requestNow(headers));
    return session
      ? {
          auth: 'reviewer',
          reviewer_id: session.reviewerId,
          card_id: session.cardId,
          workspace_id: session.workspaceId,
        }
      : null;
  }
  try {
    const payload = await verifyAccessToken(token);
    const context: AuthorizerContext = { auth: 'jwt' };
    for (const name of JWT_CLAIMS) {
      const value = payload[name];
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') context[name] = value;
    }
    return context;
  } catch {
    return null;
  }
}
