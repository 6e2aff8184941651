/**
 * Export and import in Chromium (issue 40 "In Chromium: … an Owner exports and imports the demo
 * organization and opens the imported board"): demo@ (the Owner) follows Administration → Export, exports
 * Northwind Agency with its progress shown, downloads the zip from the page's link, imports it on the same
 * page (the upload's and the job's progress shown), follows the link to the new organization and opens its
 * Spring Campaign board. admin@ (an Admin) has no Export link, and the page shows them no export control.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { demoOrganization, demoPage } from '../support/demo';
import { baseUrl } from '../support/api';

/** Record, in the page, every progress bar label that ever appears (a fast job may show one only briefly). */
async function watchProgressBars(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { progressSeen: Set<string> }).progressSeen = seen;
    const look = () =>
      document.querySelectorAll('progress').forEach((p) => seen.add(p.getAttribute('aria-label') ?? ''));
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { progressSeen: Set<string> }).progressSeen]);

describe('organization export and import in Chromium', () => {
  let browser: Browser;
  let orgId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ orgId } = await demoOrganization());
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('the Owner exports and imports Northwind Agency and opens the imported board', async () => {
    const page = await demoPage(browser, orgId, 'demo@greenlight.local');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Export' }).click();
    await page.getByRole('heading', { name: 'Export and import', level: 1 }).waitFor();
    await watchProgressBars(page);

    await page.getByRole('button', { name: 'Export organization', exact: true }).click();
    const download = page.getByRole('link', { name: 'Download export', exact: true });
    await download.waitFor({ timeout: 60_000 });
    expect(await progressSeen(page)).toContain('Export progress');
    expect(page.url()).toContain('export_id=');
    const zip = Buffer.from(await (await fetch((await download.getAttribute('href'))!)).arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    await page.getByLabel('Export zip file', { exact: true }).setInputFiles({
      name: 'northwind.zip',
      mimeType: 'application/zip',
      buffer: zip,
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const open = page.getByRole('link', { name: 'Open Northwind Agency', exact: true });
    await open.waitFor({ timeout: 90_000 });
    expect(await progressSeen(page)).toEqual(expect.arrayContaining(['Upload progress']));
    const href = (await open.getAttribute('href'))!;
    expect(href).not.toContain(orgId);
    await open.click();
    await page.waitForURL(`${baseUrl()}${href}`);
    await page
      .getByRole('link', { name: /Spring Campaign/ })
      .first()
      .click();
    await page.waitForURL(/\/workspaces\//);
    expect(page.url()).toContain(href);
    await page.getByRole('link', { name: 'Board', exact: true }).click();
    await page.locator('[data-testid="board"]').waitFor();
    await page
      .getByRole('list', { name: /^Cards in / })
      .first()
      .waitFor();
    await page.context().close();
  }, 240_000);

  it('shows an Admin no export control', async () => {
    const page = await demoPage(browser, orgId, 'admin@greenlight.local');
    const admin = page.getByRole('navigation', { name: 'Administration' });
    await admin.getByRole('link', { name: 'Webhooks' }).waitFor();
    expect(await admin.getByRole('link', { name: 'Export', exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl()}/organizations/${orgId}/admin/export`);
    await page.getByRole('heading', { name: 'Import', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: 'Export organization' }).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
