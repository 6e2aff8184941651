/**
 * A wide board in Chromium (issue 11 "A 1,000-card board"; docs/decisions.md W21): a board of more
 * stages than fit renders only the columns near the view, and Tab still reaches every column, the far
 * ones scrolling in as focus arrives.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

const COLUMN = '[data-testid^="stage-"]:not([data-testid^="stage-header-"])';

describe('a wide board in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let user: SignedInUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('wide-board');
    page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the columns near the view, and Tab reaches every stage', async () => {
    const names = Array.from({ length: 14 }, (_, i) => `Stage ${i + 1}`);
    const { workspaceId, stages } = await boardFixture(user, names, 1);
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/board`);
    await page.locator(`[data-testid="card-${stages[0].cardIds[0]}"]`).waitFor();

    const rendered = await page.locator(COLUMN).count();
    expect(rendered).toBeGreaterThanOrEqual(5);
    expect(rendered).toBeLessThan(names.length);
    expect(await page.locator(`[data-testid="stage-${stages.at(-1)!.id}"]`).count()).toBe(0);

    // From the first card, Tab alone walks to the last stage's "Move stage" button.
    await page.locator(`[data-testid="card-${stages[0].cardIds[0]}"]`).focus();
    const reached = new Set<string>();
    for (let i = 0; i < 200 && !reached.has(`Move stage ${names.at(-1)}`); i++) {
      await page.keyboard.press('Tab');
      // Focus may pass through a spacer first, which hands it to the column it brings in.
      await page.waitForTimeout(30);
      const label = await page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label") ?? null');
      if (label?.startsWith('Move stage ')) reached.add(label);
    }
    expect([...reached]).toEqual(names.slice(1).map((n) => `Move stage ${n}`));
    await page.locator(`[data-testid="stage-${stages.at(-1)!.id}"]`).waitFor();
  });
});
