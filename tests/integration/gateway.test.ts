/**
 * The local gateway (issue 2 "Done when"): health through the gateway, the web app with SPA fallback,
 * and API Gateway's JWT authorizer behaviour: no token, a forged token, a token of another issuer; a body
 * over the limit answers 413 in the API's JSON envelope.
 */
import { describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair, decodeJwt } from 'jose';
import { api, baseUrl, signedInUser } from '../support/api';
import { checkContract, ContractError } from '../support/contract';

describe('local gateway', () => {
  it('answers health once every part is up', async () => {
    const res = await api('GET', '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', data: { status: 'ok' } });
  });

  it('serves the OpenAPI document generated from the route table', async () => {
    const res = await fetch(`${baseUrl()}/api/docs/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/workspaces/{id}/sort']).toHaveProperty('put');
  });

  // Issue 25: every answer the shared client receives is checked against the served document.
  it('checks answers against the served document: a body, status or route it does not declare fails', async () => {
    await expect(
      checkContract('GET', '/api/v1/health', 200, { status: 'ok', data: { status: 'ok' } }),
    ).resolves.toBeUndefined();
    await expect(
      checkContract('GET', '/api/v1/health', 200, { status: 'ok', data: { status: 'ok', extra: 1 } }),
    ).rejects.toThrow(
      /getHealth \(GET \/api\/v1\/health\) answered 200 with a body that does not match the document: \/data must NOT have additional properties/,
    );
    await expect(checkContract('GET', '/api/v1/health', 418, {})).rejects.toThrow(ContractError);
    await expect(checkContract('POST', '/api/v1/workspaces/list', 200, {})).rejects.toThrow(/has no such operation/);
    // A literal segment wins over a parameter: `/workspaces/list` is its own operation, not `/workspaces/{id}`.
    await expect(
      checkContract('GET', '/api/v1/workspaces/list?organization_id=x', 200, { status: 'ok', data: [] }),
    ).resolves.toBeUndefined();
  });

  it('rejects a protected route without a token, as API Gateway does', async () => {
    const res = await api('GET', '/api/v1/organizations');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });

  it('rejects a forged token that copies real claims but is signed with another key', async () => {
    const user = await signedInUser('forger');
    const claims = decodeJwt(user.token);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'forged' }).sign(privateKey);
    expect((await api('GET', '/api/v1/organizations', { token: forged })).status).toBe(401);
    expect((await api('GET', '/api/v1/organizations', { token: `${user.token}x` })).status).toBe(401);
    expect((await api('GET', '/api/v1/organizations', { token: user.token })).status).toBe(200);
  });

  it('answers a body over the limit (13 MB) with 413 in the API envelope, not an HTML stack trace (issue 25)', async () => {
    const res = await fetch(`${baseUrl()}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(13 * 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ status: 'error', message: expect.stringContaining('12 MB') });
    expect(text).not.toMatch(/<html|node_modules|\/work\/|at \w+ \(/i);
  });

  it('answers 404 for an unknown API route and serves the app for unknown pages', async () => {
    expect((await api('GET', '/api/v1/nothing-here')).status).toBe(404);
    const page = await fetch(`${baseUrl()}/some/deep/link`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('serves the review page, review.html, for /review and /review/{token} with no Referer (issue 37; decisions L1)', async () => {
    const token = 'A'.repeat(43);
    for (const path of [`/review/${token}`, '/review']) {
      const page = await fetch(`${baseUrl()}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('referrer-policy'), path).toBe('no-referrer');
      const html = await page.text();
      expect(html, path).toContain('<title>Review — Greenlight</title>');
      // Its own script, not the app's entry (which would bring the router and every signed-in page).
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/review-[\w-]+\.js$/)]);
    }
    // The app's pages keep the app and the site's usual referrer policy.
    const app = await fetch(`${baseUrl()}/reviewers`);
    expect(app.headers.get('referrer-policy')).toBeNull();
    expect(await app.text()).not.toContain('Review — Greenlight');
  });
});
