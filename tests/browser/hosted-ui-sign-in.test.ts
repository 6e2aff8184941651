/**
 * "Continue with Google" through Amplify Auth (accounts spec §2 Login third-party button, §7
 * `POST /api/v1/auth/request`; decision C8), in Chromium against the local stack. The app is built with
 * the Hosted UI configured (`VITE_AUTH_DOMAIN`, `VITE_WEB_CLIENT_ID`), and the Hosted UI itself is
 * played by intercepting its two URLs: `/oauth2/authorize` redirects back to the callback with a code,
 * and `/oauth2/token` answers the tokens of a confirmed local user. Amplify is not loaded until the click.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import express from 'express';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, createUser } from '../support/api';
import { launchBrowser } from '../support/browser';

const AUTH_DOMAIN = 'greenlight-test.auth.us-east-1.amazoncognito.com';
const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Serves `dist` with the SPA fallback and forwards `/api/*` to the local stack, as one origin. */
function serveApp(dist: string): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use('/api', express.raw({ type: () => true }), async (req, res) => {
    const upstream = await fetch(`${baseUrl()}${req.originalUrl}`, {
      method: req.method,
      headers: Object.fromEntries(
        ['authorization', 'content-type'].flatMap((h) => (req.headers[h] ? [[h, String(req.headers[h])]] : [])),
      ),
      body:
        ['GET', 'HEAD'].includes(req.method) || !Buffer.isBuffer(req.body) || !req.body.length
          ? undefined
          : new Uint8Array(req.body),
    });
    res
      .status(upstream.status)
      .type(upstream.headers.get('content-type') ?? 'application/json')
      .send(Buffer.from(await upstream.arrayBuffer()));
  });
  app.use(express.static(dist, { index: false }));
  app.get(/.*/, (_req, res) => res.sendFile('index.html', { root: dist }));
  const server = createServer(app);
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://localhost:${(server.address() as { port: number }).port}`, server }),
    ),
  );
}

describe('third-party sign-in through Amplify Auth', () => {
  let browser: Browser;
  let dist: string;
  let app: { url: string; server: Server };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'greenlight-hosted-ui-'));
    execFileSync(
      'npx',
      ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          VITE_AUTH_DOMAIN: AUTH_DOMAIN,
          VITE_WEB_CLIENT_ID: 'web-client',
          VITE_USER_POOL_ID: 'us-east-1_Local',
        },
        stdio: 'ignore',
      },
    );
    app = await serveApp(dist);
    browser = await launchBrowser();
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => app?.server.close(done));
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('leaves for Google with PKCE, and after the callback the API builds the user and the app opens the remembered page', async () => {
    const { email, password } = await createUser('google');
    const tokens = (
      await api<{ access_token: string; id_token: string; refresh_token: string }>('POST', '/api/v1/auth', {
        body: { email, password },
      })
    ).body.data;

    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    let authorize: URL | undefined;
    let tokenForm: URLSearchParams | undefined;
    await page.route(`https://${AUTH_DOMAIN}/oauth2/authorize**`, async (route) => {
      authorize = new URL(route.request().url());
      const state = authorize.searchParams.get('state') ?? '';
      await route.fulfill({
        status: 302,
        headers: { location: `${app.url}/auth/callback?code=test-code&state=${encodeURIComponent(state)}` },
      });
    });
    await page.route(`https://${AUTH_DOMAIN}/oauth2/token`, async (route) => {
      tokenForm = new URLSearchParams(route.request().postData() ?? '');
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
        body: JSON.stringify({ ...tokens, token_type: 'Bearer', expires_in: 3600 }),
      });
    });

    // A guarded page sends a signed-out visitor to /login, remembering where they were going.
    await page.goto(`${app.url}/notifications`);
    const button = page.getByRole('button', { name: 'Continue with Google' });
    await button.waitFor();
    expect(scripts.some((path) => path.includes('amplify-auth'))).toBe(false);

    await button.click();
    await page.waitForURL((url) => url.pathname === '/notifications', { timeout: 30_000 });
    expect(scripts.some((path) => path.includes('amplify-auth'))).toBe(true);

    expect(Object.fromEntries(authorize!.searchParams)).toMatchObject({
      identity_provider: 'Google',
      client_id: 'web-client',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${app.url}/auth/callback`,
      code_challenge_method: 'S256',
    });
    expect(tokenForm!.get('code')).toBe('test-code');
    expect(tokenForm!.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);

    const stored = JSON.parse((await page.evaluate('localStorage.getItem("greenlight.user")')) as string) as {
      email: string;
    };
    expect(stored.email).toBe(email);
    expect(await page.evaluate('JSON.parse(localStorage.getItem("greenlight.tokens")).provider')).toBe('hosted_ui');
    // The signed-in page's own calls finish before the stack stops.
    await page.waitForLoadState('networkidle');
    await page.close();
  });

  it('shows "Authentication Failed." when the Hosted UI returns an error', async () => {
    const page = await browser.newPage();
    await page.route(`https://${AUTH_DOMAIN}/oauth2/authorize**`, async (route) => {
      const state = new URL(route.request().url()).searchParams.get('state') ?? '';
      await route.fulfill({
        status: 302,
        headers: {
          location: `${app.url}/auth/callback?error=access_denied&error_description=denied&state=${encodeURIComponent(state)}`,
        },
      });
    });
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Authentication Failed.').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate('localStorage.getItem("greenlight.user")')).toBeNull();
    await page.close();
  });
});
