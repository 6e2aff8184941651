/**
 * The readable API reference (issue 11): `/api/docs` renders in Chromium under the deployed CSP's script
 * rule (no inline script, no CDN), lists the routes of the route table with their summaries, and
 * `/api/docs/openapi.json` is the document it renders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ROUTES } from '../../functions/src/routes/route-table';
import { baseUrl } from '../support/api';
import { launchBrowser } from '../support/browser';

describe('API reference page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("renders the reference with a known route's summary, loading nothing from another origin", async () => {
    const page = await browser.newPage();
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl())) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${baseUrl()}/api/docs`);
    const health = ROUTES.find((r) => r.path === '/api/v1/health')!;
    await page.getByRole('heading', { name: /Greenlight API/ }).waitFor({ timeout: 20_000 });
    await page.getByText(health.summary, { exact: true }).first().waitFor({ timeout: 20_000 });
    const signIn = ROUTES.find((r) => r.method === 'POST' && r.path === '/api/v1/auth/request')!;
    // Swagger UI draws operations as they scroll into view; the reference's introduction grew (API keys,
    // "Receive a webhook"), so the sign-in operation starts below the fold: scroll down to it.
    const signInSummary = page.getByText(signIn.summary, { exact: true }).first();
    for (let step = 0; step < 40 && (await signInSummary.count()) === 0; step++) {
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    await signInSummary.waitFor({ timeout: 20_000 });
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('serves the document the page renders', async () => {
    const res = await fetch(`${baseUrl()}/api/docs/openapi.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = (await res.json()) as { info: { title: string }; paths: Record<string, unknown> };
    expect(doc.info.title).toBe('Greenlight API');
    expect(Object.keys(doc.paths)).toContain('/api/v1/health');
  });
});
