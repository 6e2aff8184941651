/**
 * The API's Lambda REQUEST authorizer and what the handlers make of its context (issue 29 "Personal API
 * keys"; decisions P5–P10): headers it refuses before any read (401 by throwing `Unauthorized`), the caller
 * of each context shape (JWT claims, the Lambda authorizer's context for a token or a key), and the
 * key's guard (rate limit 429 with Retry-After, account routes and read-only writes 403).
 */
import { describe, expect, it } from 'vitest';
import { handler as authorizer } from '../../functions/src/handlers/http/authorizer';
import { bearerOf } from '../../functions/src/services/access/request-authorizer';
import { API_KEY_AUTH_TIME, callerOf } from '../../functions/src/lib/auth/caller';
import { ACCOUNT_ROUTES, ApiKeyRateLimitError, assertApiKeyAllowed } from '../../functions/src/lib/auth/api-key-guard';
import { isSessionEnded } from '../../functions/src/lib/auth/session';
import { ROUTES } from '../../functions/src/routes/route-table';
import { API_KEY_MESSAGES } from '../../shared/schemas/api-keys';
import type { HttpEvent } from '../../functions/src/handlers/domain-handler';

const eventWith = (authorizer: unknown) => ({ requestContext: { authorizer } }) as unknown as HttpEvent;
const USER = '0b6f4c1e-5d0e-4a55-9c8f-3f0a2f7d9b10';
const KEY = '01937c2e-0000-7000-8000-000000000001';

describe('the request authorizer', () => {
  it('reads the bearer token of the Authorization header only', () => {
    expect(bearerOf('Bearer abc')).toBe('abc');
    expect(bearerOf('bearer   glk_x ')).toBe('glk_x');
    expect(bearerOf('Basic abc')).toBeNull();
    expect(bearerOf('Bearer a b')).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });

  it('answers Unauthorized, before any read, without a header or with a malformed key or token', async () => {
    for (const headers of [
      {},
      { authorization: 'Basic x' },
      { authorization: 'Bearer glk_short' },
      { Authorization: `Bearer glk_${'a'.repeat(44)}` },
      { authorization: 'Bearer not.a.jwt' },
    ]) {
      await expect(authorizer({ headers } as never), JSON.stringify(headers)).rejects.toThrow('Unauthorized');
    }
  });
});

describe('the caller of an authorized request', () => {
  it('is read from the JWT authorizer claims (strings) and from the Lambda authorizer context', () => {
    expect(
      callerOf(eventWith({ jwt: { claims: { sub: USER, token_use: 'access', auth_time: '1700000000' } } })),
    ).toEqual({ userId: USER, authTime: 1700000000 });
    expect(
      callerOf(eventWith({ lambda: { auth: 'jwt', sub: USER, token_use: 'access', auth_time: 1700000000 } })),
    ).toEqual({ userId: USER, authTime: 1700000000 });
    expect(
      callerOf(eventWith({ lambda: { auth: 'jwt', sub: USER, token_use: 'id', auth_time: 1700000000 } })),
    ).toBeNull();
  });

  it('is an API key caller, whose session no sign-out ends, from a key context', () => {
    const caller = callerOf(eventWith({ lambda: { auth: 'api_key', sub: USER, key_id: KEY, scope: 'read' } }));
    expect(caller).toEqual({ userId: USER, authTime: API_KEY_AUTH_TIME, apiKey: { id: KEY, scope: 'read' } });
    expect(isSessionEnded(caller!.authTime, Math.floor(Date.now() / 1000) + 1)).toBe(false);
    expect(callerOf(eventWith({ lambda: { auth: 'api_key', sub: USER, key_id: KEY, scope: 'admin' } }))).toBeNull();
    expect(
      callerOf(eventWith({ lambda: { auth: 'api_key', sub: USER, key_id: KEY, scope: 'read_write', retry_after: 12 } }))
        ?.apiKey?.retryAfter,
    ).toBe(12);
  });
});

describe("an API key's guard", () => {
  const key = (scope: 'read' | 'read_write', retryAfter?: number) => ({
    userId: USER,
    authTime: API_KEY_AUTH_TIME,
    apiKey: { id: KEY, scope, ...(retryAfter ? { retryAfter } : {}) },
  });
  const route = (method: string, path: string, deprecated?: true) => ({
    method,
    path,
    ...(deprecated ? { deprecated } : {}),
  });

  it('lets sessions through everywhere', () => {
    for (const entry of ROUTES) expect(() => assertApiKeyAllowed({ userId: USER, authTime: 1 }, entry)).not.toThrow();
  });

  it('answers 429 with the seconds to wait over the rate limit', () => {
    const refusal = (() => {
      try {
        assertApiKeyAllowed(key('read_write', 17), route('GET', '/api/v1/organizations'));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ApiKeyRateLimitError);
    expect((refusal as ApiKeyRateLimitError).statusCode).toBe(429);
    expect((refusal as ApiKeyRateLimitError).retryAfter).toBe(17);
  });

  it("refuses the account's own routes (403), which all exist in the route table", () => {
    const keys = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const routeKey of ACCOUNT_ROUTES) {
      expect(keys.has(routeKey), routeKey).toBe(true);
      const [method, path] = routeKey.split(' ') as [string, string];
      expect(() => assertApiKeyAllowed(key('read_write'), route(method, path))).toThrow(API_KEY_MESSAGES.accountRoute);
    }
  });

  it('refuses writes and data-changing GETs to a read-only key, not reads', () => {
    expect(() => assertApiKeyAllowed(key('read'), route('GET', '/api/v1/organizations'))).not.toThrow();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(() => assertApiKeyAllowed(key('read'), route(method, '/api/v1/workspaces'))).toThrow(
        API_KEY_MESSAGES.readOnly,
      );
    expect(() => assertApiKeyAllowed(key('read'), route('GET', '/api/v1/x', true))).toThrow(API_KEY_MESSAGES.readOnly);
    expect(() => assertApiKeyAllowed(key('read_write'), route('PUT', '/api/v1/users/update_detail'))).not.toThrow();
  });
});
