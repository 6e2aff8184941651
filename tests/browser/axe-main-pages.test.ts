/**
 * Zero critical and serious axe violations on the main pages, as the owner and as approver@ (issue 30
 * "axe-core on every page and popup as the owner and as approver@"; decisions K47, K59), on the demo data:
 * the organization home, the board with the bell panel, the profile menu and the chat dock, the list
 * view, a card popup, the popup of "Spring lookbook" (pictures, a PDF, comments and pins), its content
 * preview and the proofing viewer, the calendar, the notifications page and the profile for both; the dashboard, the recycle bin, the admin Users, invite and Board Stages
 * pages, the time report and the approval analytics for the owner (an approver has none of them; the
 * Webhooks page is checked in webhooks.test.ts). `label-content-name-mismatch` (the visible text is part of
 * the accessible name) is on here, and no calendar rows are left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { seriousAxeViolations } from '../support/axe';
import { seedDemoData } from '../../infra/local/seed';
import { DEMO_PASSWORD } from '../../infra/local/demo-users';

describe('axe on the main pages, as the owner and as an approver', () => {
  let browser: Browser;
  let orgId: string;
  let workspaceId: string;

  beforeAll(async () => {
    // The shared stack may have been seeded already: either way the demo is there.
    await seedDemoData({
      userPoolId: process.env.USER_POOL_ID!,
      serverClientId: process.env.USER_POOL_SERVER_CLIENT_ID!,
    });
    const token = (
      await api<{ access_token: string }>('POST', '/api/v1/auth', {
        body: { email: 'demo@greenlight.local', password: DEMO_PASSWORD },
      })
    ).body.data.access_token;
    orgId = (await api<Array<{ id: string; name: string }>>('GET', '/api/v1/organizations', { token })).body.data.find(
      (o) => o.name === 'Northwind Agency',
    )!.id;
    workspaceId = (
      await api<Array<{ id: string; name: string }>>('GET', `/api/v1/workspaces?organization_id=${orgId}`, { token })
    ).body.data.find((w) => w.name === 'Spring Campaign')!.id;
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn(email: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughUi(page, email, DEMO_PASSWORD);
    return page;
  }

  /** What axe found on the screens of the running test, as "screen: finding" lines. */
  let found: string[] = [];

  /** Opens `path` (when given), waits for `ready` and the network to settle, then adds axe's findings on the page to `found`. */
  async function check(page: Page, where: string, path: string | null, ready: () => Promise<unknown>): Promise<void> {
    if (path) await page.goto(`${baseUrl()}${path}`);
    await ready();
    await page.waitForLoadState('networkidle');
    found.push(...(await seriousAxeViolations(page)).map((line) => `${where}: ${line}`));
  }

  /** The pages both roles have: home, board, list, two card popups, a preview, the proofing viewer, calendar, notifications and profile. */
  async function checkSharedPages(page: Page, who: string): Promise<void> {
    const workspace = `/organizations/${orgId}/workspaces/${workspaceId}`;
    await check(page, `${who}: organization home`, `/organizations/${orgId}`, () =>
      page.getByTestId(`workspace-${workspaceId}`).waitFor(),
    );
    await check(page, `${who}: board`, `${workspace}/board`, () =>
      page.locator('[data-testid^="card-"]').first().waitFor(),
    );
    // The header's popups: the bell panel, the profile menu; and the chat dock.
    await page.getByTestId('notifications-bell').click();
    await check(page, `${who}: bell panel`, null, () =>
      page.getByRole('region', { name: 'Notifications panel' }).waitFor(),
    );
    await page.getByTestId('notifications-bell').click();
    await page.getByRole('button', { name: /Profile menu/ }).click();
    await check(page, `${who}: profile menu`, null, () => page.getByRole('menuitem', { name: 'Log Out' }).waitFor());
    await page.keyboard.press('Escape');
    // The page behind the menu was inert while it was open, and the focus goes back to the trigger (K61).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Profile menu/);
    expect(await page.locator('[inert]').count()).toBe(0);
    await page.getByRole('button', { name: /^Chat/ }).click();
    await check(page, `${who}: chat dock`, null, () =>
      page.getByRole('textbox', { name: 'Message', exact: true }).waitFor(),
    );
    await page.reload();
    await page.locator('[data-testid^="card-"]').first().click();
    await check(page, `${who}: card popup`, null, () =>
      page.getByRole('dialog').getByTestId('card-due-date').waitFor(),
    );
    await check(page, `${who}: list`, `${workspace}/list`, () =>
      page.locator('tr[data-testid^="card-"]').first().waitFor(),
    );

    // A card with pictures, a PDF, comments and pins: its popup, the preview and the proofing viewer.
    await page.goto(`${baseUrl()}${workspace}/board`);
    await page.locator('[data-testid^="card-"]').filter({ hasText: 'Spring lookbook' }).first().click();
    const popup = page.getByTestId('card-popup');
    await check(page, `${who}: Spring lookbook popup`, null, () =>
      popup.getByTestId('card-contents').locator('img').first().waitFor(),
    );
    await popup
      .getByRole('button', { name: /^Open preview of / })
      .first()
      .click();
    const preview = page.getByTestId('content-preview');
    await check(page, `${who}: content preview`, null, () =>
      preview.getByRole('button', { name: 'Proofing view' }).waitFor(),
    );
    await preview.getByRole('button', { name: 'Proofing view' }).click();
    const viewer = page.getByTestId('proofing-viewer');
    await check(page, `${who}: proofing viewer`, null, () => viewer.locator('[data-drawn="true"]').first().waitFor());

    await check(page, `${who}: calendar`, `${workspace}/calendar`, () =>
      page.locator('[data-testid^="calendar-event-"]').first().waitFor(),
    );
    const main = page.getByRole('main');
    await check(page, `${who}: notifications`, '/notifications', async () => {
      await main.getByRole('group', { name: 'Filter notifications' }).waitFor();
      await main
        .getByRole('list', { name: 'Notifications' })
        .or(main.getByText(/^No (unread )?notifications/))
        .first()
        .waitFor();
    });
    await check(page, `${who}: profile`, '/account/edit', () => page.getByLabel('First name').waitFor());
  }

  it('the owner: the shared pages, dashboard, recycle bin, admin pages and both reports', async () => {
    found = [];
    const page = await signedIn('demo@greenlight.local');
    await checkSharedPages(page, 'owner');
    const org = `/organizations/${orgId}`;
    await check(page, 'owner: dashboard', `/dashboard?organization_id=${orgId}`, () =>
      page.getByText('Total Workspaces').waitFor(),
    );
    await check(page, 'owner: recycle bin', `${org}/recycle_bin`, () =>
      page.getByRole('heading', { level: 1, name: 'Recycle bin' }).waitFor(),
    );
    await check(page, 'owner: admin users', `${org}/admin/users`, () => page.getByRole('table').first().waitFor());
    await check(page, 'owner: invite users', `${org}/admin/users/new`, () =>
      page.getByRole('heading', { level: 1 }).waitFor(),
    );
    await check(page, 'owner: board stages', `${org}/admin/board-stages`, () =>
      page.getByTestId('board-stages-table').or(page.getByText('There are no board stages yet.')).first().waitFor(),
    );
    // The chart too (its code loads beside the data): recharts' focusable surface inside the aria-hidden canvas was a violation.
    await check(page, 'owner: time report', `${org}/reports/time`, () =>
      page.getByTestId('time-chart').locator('svg.recharts-surface').first().waitFor(),
    );
    await check(page, 'owner: approval analytics', `${org}/reports/approvals`, () =>
      page.getByTestId('stat-submitted').waitFor(),
    );
    await page.close();
    expect(found).toEqual([]);
  }, 180_000);

  it('approver@: the shared pages', async () => {
    found = [];
    const page = await signedIn('approver@greenlight.local');
    await checkSharedPages(page, 'approver');
    await page.close();
    expect(found).toEqual([]);
  }, 180_000);
});
