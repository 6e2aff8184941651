/**
 * A card just added is always shown (issue 30 item 1 "A new card vanishes"; docs/decisions.md K43):
 * with more cards in a stage than its first page (10), quick-adding one shows it at once, scrolled
 * into view, with the right count, on the board and in the list view; a refresh keeps it, and "Load
 * more" then puts it in its own place, last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

/** Whether the element is inside the window and inside every scrolling box around it. */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const within = (r: { top: number; bottom: number; left: number; right: number }) =>
      box.top >= r.top - 1 && box.bottom <= r.bottom + 1 && box.left >= r.left - 1 && box.right <= r.right + 1;
    if (!within({ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth })) return false;
    for (let node = el.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const scrolls = /(auto|scroll|hidden)/.test(style.overflowY + style.overflowX);
      if (
        scrolls &&
        node !== document.body &&
        node !== document.documentElement &&
        !within(node.getBoundingClientRect())
      )
        return false;
    }
    return true;
  });
}

describe('a card just added stays in sight', () => {
  let browser: Browser;
  let page: Page;
  let user: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let firstCardIds: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('new-card');
    const fixture = await boardFixture(user, ['Drafts'], 12);
    workspaceId = fixture.workspaceId;
    stageId = fixture.stages[0].id;
    firstCardIds = fixture.stages[0].cardIds;
    page = await (await browser.newContext({ viewport: { width: 1440, height: 700 } })).newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const workspaceUrl = (view: 'board' | 'list') =>
    `${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/${view}`;
  /** Resolves at the next board refresh (`GET /api/v1/workspaces/{id}`) that ends after now. */
  const nextBoardRefresh = () =>
    page.waitForResponse(
      (res) => new URL(res.url()).pathname === `/api/v1/workspaces/${workspaceId}` && res.request().method() === 'GET',
    );

  it('on the board: the 13th card of a stage showing 10 is shown, in view, counted, and kept by a refresh', async () => {
    await page.goto(workspaceUrl('board'));
    const column = page.getByTestId(`stage-${stageId}`);
    await column.getByRole('button', { name: 'Load more' }).waitFor();
    expect(await column.locator('[data-testid^="card-"]').count()).toBe(10);

    await column.getByRole('button', { name: 'Add Card to Drafts' }).click();
    const refreshed = nextBoardRefresh();
    await column.getByLabel('Card title', { exact: true }).fill('Launch poster');
    await column.getByLabel('Card title', { exact: true }).press('Enter');
    const added = column.locator('[data-testid^="card-"]', { hasText: 'Launch poster' });
    await added.waitFor();
    await expect.poll(() => inView(added)).toBe(true);
    await expect.poll(() => column.getByLabel('13 cards').count()).toBe(1);

    // The refresh after the add re-reads the first page only; the card stays.
    await refreshed;
    await page.waitForTimeout(300);
    expect(await added.count()).toBe(1);
    expect(await column.locator('[data-testid^="card-"]').count()).toBe(11);

    // "Load more" brings cards 11 and 12; the new card is last, as the server keeps it, and shown once.
    await column.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => column.locator('[data-testid^="card-"]').count()).toBe(13);
    const order = await column
      .locator('[data-testid^="card-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
    expect(order.slice(0, 12)).toEqual(firstCardIds.map((id) => `card-${id}`));
    expect(await column.locator('[data-testid^="card-"]').last().textContent()).toContain('Launch poster');
  });

  it('in the list view: a card added to a stage showing 10 of 13 is shown, in view and counted', async () => {
    await page.goto(workspaceUrl('list'));
    const stage = page.getByTestId(`list-stage-${stageId}`);
    await stage.getByRole('button', { name: 'Load More' }).waitFor();
    expect(await stage.locator('[data-testid^="card-"]').count()).toBe(10);

    await stage.getByRole('button', { name: 'Add Card to Drafts' }).click();
    const refreshed = nextBoardRefresh();
    await stage.getByLabel('Card title', { exact: true }).fill('Spring banner');
    await stage.getByLabel('Card title', { exact: true }).press('Enter');
    const added = stage.locator('[data-testid^="card-"]', { hasText: 'Spring banner' });
    await added.waitFor();
    await expect.poll(() => inView(added)).toBe(true);
    await expect.poll(() => stage.getByLabel('14 cards').count()).toBe(1);
    await refreshed;
    await page.waitForTimeout(300);
    expect(await added.count()).toBe(1);
    expect(await stage.locator('[data-testid^="card-"]').count()).toBe(11);
  });
});
