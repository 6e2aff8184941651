/**
 * Hosted UI sign-in through Amplify Auth (accounts spec §2 Login third-party button; decision C8): the
 * Amplify configuration built from `config.ts` (`VITE_*`), when the button shows, and the remembered
 * origin kept across the redirect. The OAuth flow itself is Amplify's and needs a real Hosted UI.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifyAuthConfig, hostedUiHost, safePath, saveRedirectTo, takeRedirectTo } from './hosted-ui';

const ORIGIN = 'https://app.example.com';

/** `config.ts` as the app sees it under these `VITE_*` values (it reads them once, at import). */
async function loadConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('../../../config');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Amplify configuration from config.ts', () => {
  it('uses the pool, the web client and the Hosted UI domain, with the code flow to Google and the app callback', async () => {
    const { config } = await loadConfig({
      VITE_USER_POOL_ID: 'us-east-1_Pool1',
      VITE_WEB_CLIENT_ID: 'web-client-id',
      VITE_AUTH_DOMAIN: 'https://greenlight-dev.auth.us-east-1.amazoncognito.com/',
    });
    expect(amplifyAuthConfig(config, ORIGIN)).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_Pool1',
          userPoolClientId: 'web-client-id',
          loginWith: {
            oauth: {
              domain: 'greenlight-dev.auth.us-east-1.amazoncognito.com',
              scopes: ['openid', 'email', 'profile'],
              redirectSignIn: ['https://app.example.com/auth/callback'],
              redirectSignOut: ['https://app.example.com/login'],
              responseType: 'code',
              providers: ['Google'],
            },
          },
        },
      },
    });
  });

  it('turns the button on only when both the Hosted UI domain and the web client are set', async () => {
    const domain = 'greenlight-dev.auth.us-east-1.amazoncognito.com';
    expect((await loadConfig({ VITE_AUTH_DOMAIN: domain, VITE_WEB_CLIENT_ID: 'web' })).isHostedUiConfigured()).toBe(
      true,
    );
    expect((await loadConfig({ VITE_AUTH_DOMAIN: domain, VITE_WEB_CLIENT_ID: '' })).isHostedUiConfigured()).toBe(false);
    expect((await loadConfig({ VITE_AUTH_DOMAIN: '', VITE_WEB_CLIENT_ID: 'web' })).isHostedUiConfigured()).toBe(false);
  });

  it('accepts the domain as a host or a URL', () => {
    expect(hostedUiHost('greenlight.auth.eu-west-1.amazoncognito.com')).toBe(
      'greenlight.auth.eu-west-1.amazoncognito.com',
    );
    expect(hostedUiHost(' https://greenlight.auth.eu-west-1.amazoncognito.com// ')).toBe(
      'greenlight.auth.eu-west-1.amazoncognito.com',
    );
  });
});

describe('remembered origin', () => {
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
    saveRedirectTo('/dashboard', storage);
    expect(takeRedirectTo(storage)).toBe('/dashboard');
    expect(takeRedirectTo(storage)).toBe('/');

    saveRedirectTo('//evil.example.com', storage);
    expect(takeRedirectTo(storage)).toBe('/');
  });

  it('safePath keeps only local paths', () => {
    expect(safePath('/organizations/1')).toBe('/organizations/1');
    expect(safePath('https://evil.example.com')).toBe('/');
    expect(safePath('/\\evil')).toBe('/');
    expect(safePath(null)).toBe('/');
  });
});
