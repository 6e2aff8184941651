/**
 * Hosted UI sign-in helpers (accounts spec §2 Login third-party button; §8 "Authentication Failed."):
 * the flow cannot run offline, so its URL building, PKCE and callback handling are covered here.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  TokenEndpointError,
  buildAuthorizeUrl,
  createPkcePair,
  createState,
  exchangeCode,
  parseCallback,
  pkceChallenge,
  refreshTokens,
  safePath,
  savePendingSignIn,
  takePendingSignIn,
} from './hosted-ui';

const DOMAIN = 'greenlight-dev.auth.us-east-1.amazoncognito.com';
const REDIRECT = 'https://app.example.com/auth/callback';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('buildAuthorizeUrl', () => {
  it('asks the Hosted UI for a Google code with an S256 challenge', () => {
    const url = new URL(
      buildAuthorizeUrl({ domain: DOMAIN, clientId: 'web-client', redirectUri: REDIRECT, state: 'st', codeChallenge: 'ch' }),
    );
    expect(url.origin).toBe(`https://${DOMAIN}`);
    expect(url.pathname).toBe('/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity_provider: 'Google',
      response_type: 'code',
      client_id: 'web-client',
      redirect_uri: REDIRECT,
      scope: 'openid email profile',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('accepts the domain as a URL too', () => {
    const url = buildAuthorizeUrl({ domain: `https://${DOMAIN}/`, clientId: 'c', redirectUri: REDIRECT, state: 's', codeChallenge: 'x' });
    expect(url.startsWith(`https://${DOMAIN}/oauth2/authorize?`)).toBe(true);
  });
});

describe('PKCE', () => {
  it('matches RFC 7636 appendix B (checked with openssl dgst -sha256 | base64url)', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('creates a 64-character unreserved verifier and its challenge', async () => {
    const pair = await createPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(pair.challenge).toBe(await pkceChallenge(pair.verifier));
    expect((await createPkcePair()).verifier).not.toBe(pair.verifier);
  });

  it('creates distinct random states', () => {
    expect(createState()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(createState()).not.toBe(createState());
  });
});

describe('parseCallback', () => {
  it('returns the code when the state matches', () => {
    expect(parseCallback(`${REDIRECT}?code=abc&state=st`, 'st')).toEqual({ code: 'abc' });
  });

  it('reports the provider error, preferring its description', () => {
    expect(parseCallback(`${REDIRECT}?error=access_denied&error_description=User+cancelled&state=st`, 'st')).toEqual({
      error: 'User cancelled',
    });
    expect(parseCallback(`${REDIRECT}?error=access_denied&state=st`, 'st')).toEqual({ error: 'access_denied' });
  });

  it('refuses a callback without a code', () => {
    expect(parseCallback(`${REDIRECT}?state=st`, 'st')).toEqual({ error: 'Missing authorization code' });
  });

  it('refuses a state mismatch, and a callback nobody started', () => {
    expect(parseCallback(`${REDIRECT}?code=abc&state=other`, 'st')).toEqual({ error: 'State mismatch' });
    expect(parseCallback(`${REDIRECT}?code=abc`, 'st')).toEqual({ error: 'State mismatch' });
    expect(parseCallback(`${REDIRECT}?code=abc&state=st`, null)).toEqual({ error: 'State mismatch' });
  });
});

describe('token endpoint', () => {
  const tokens = { access_token: 'a', id_token: 'i', refresh_token: 'r', expires_in: 3600, token_type: 'Bearer' };

  it('exchangeCode posts the code, verifier and redirect URI as a form', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, tokens));
    const result = await exchangeCode({ domain: DOMAIN, clientId: 'web-client', redirectUri: REDIRECT, code: 'abc', verifier: 'v', fetchImpl });
    expect(result).toMatchObject({ access_token: 'a', id_token: 'i', refresh_token: 'r', expires_in: 3600 });

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`https://${DOMAIN}/oauth2/token`);
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'web-client',
      code: 'abc',
      redirect_uri: REDIRECT,
      code_verifier: 'v',
    });
  });

  it('exchangeCode fails on a refusal or an unreachable endpoint', async () => {
    const refused = vi.fn(async () => jsonResponse(400, { error: 'invalid_grant' }));
    await expect(
      exchangeCode({ domain: DOMAIN, clientId: 'c', redirectUri: REDIRECT, code: 'x', verifier: 'v', fetchImpl: refused }),
    ).rejects.toMatchObject({ name: 'TokenEndpointError', status: 400, message: 'invalid_grant' });

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error: unknown = await exchangeCode({ domain: DOMAIN, clientId: 'c', redirectUri: REDIRECT, code: 'x', verifier: 'v', fetchImpl: offline }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TokenEndpointError);
    expect((error as TokenEndpointError).status).toBe(0);
  });

  it('refreshTokens posts the refresh grant for the web client', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, { access_token: 'a2', id_token: 'i2', expires_in: 3600 }));
    await expect(refreshTokens({ domain: DOMAIN, clientId: 'web-client', refreshToken: 'r', fetchImpl })).resolves.toMatchObject({
      access_token: 'a2',
    });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'web-client',
      refresh_token: 'r',
    });
  });
});

describe('pending sign-in', () => {
  function memoryStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  }

  it('is read once, and keeps only same-origin destinations', () => {
    const storage = memoryStorage();
    savePendingSignIn({ state: 's', verifier: 'v', redirectTo: '/dashboard' }, storage);
    expect(takePendingSignIn(storage)).toEqual({ state: 's', verifier: 'v', redirectTo: '/dashboard' });
    expect(takePendingSignIn(storage)).toBeNull();

    savePendingSignIn({ state: 's', verifier: 'v', redirectTo: '//evil.example.com' }, storage);
    expect(takePendingSignIn(storage)?.redirectTo).toBe('/');
  });

  it('safePath keeps only local paths', () => {
    expect(safePath('/organizations/1')).toBe('/organizations/1');
    expect(safePath('https://evil.example.com')).toBe('/');
    expect(safePath('/\\evil')).toBe('/');
    expect(safePath(null)).toBe('/');
  });
});
