/**
 * The demo data (infra/local/seed.ts; issue 2 §3 "Demo data") for browser tests that walk it as its
 * people (issue 30: one fixture for every test on the demo data). The shared stack may have been seeded
 * already by the seed test or another file: either way the demo is there after `demoOrganization`.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { api, baseUrl } from './api';
import { signInThroughUi } from './browser';
import { seedDemoData } from '../../infra/local/seed';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';

/** Seeds the demo data when it is not there yet; then Northwind Agency's id and demo@'s access token. */
export async function demoOrganization(): Promise<{ orgId: string; token: string }> {
  await seedDemoData({
    userPoolId: process.env.USER_POOL_ID!,
    serverClientId: process.env.USER_POOL_SERVER_CLIENT_ID!,
  });
  const token = (
    await api<{ access_token: string }>('POST', '/api/v1/auth', {
      body: { email: 'demo@greenlight.local', password: DEMO_PASSWORD },
    })
  ).body.data.access_token;
  const orgId = (
    await api<Array<{ id: string; name: string }>>('GET', '/api/v1/organizations', { token })
  ).body.data.find((o) => o.name === 'Northwind Agency')!.id;
  return { orgId, token };
}

/**
 * A page signed in through the UI as the demo person `email`, in a new context `width` × 900 px (with
 * `options`, e.g. downloads), on the home of the organization `orgId`.
 */
export async function demoPage(
  browser: Browser,
  orgId: string,
  email: string,
  width = 1440,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  await signInThroughUi(page, email, DEMO_PASSWORD);
  await page.goto(`${baseUrl()}/organizations/${orgId}`);
  return page;
}
