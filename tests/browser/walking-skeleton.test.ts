/**
 * The product's main job in a real browser (issue 2 "Done when"): sign in on /login, create a workspace,
 * add two stages and three cards, drag a card to the other stage on the board, reload, and find it there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, createUser } from '../support/api';
import { dragTo, launchBrowser, signInThroughUi } from '../support/browser';

describe('walking skeleton in Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads the app from the gateway and calls health through it', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: 'Log In', exact: true }).waitFor();
    const health = await page.evaluate(async () => (await fetch('/api/v1/health')).json());
    expect(health).toEqual({ status: 'ok', data: { status: 'ok' } });
  });

  it('signs in, builds a board, drags a card to another stage, and the move survives a reload', async () => {
    const { email, password } = await createUser('browser');
    await signInThroughUi(page, email, password);

    await page
      .getByRole('button', { name: /create workspace/i })
      .first()
      .click();
    await page.getByPlaceholder('Workspace Name').fill('Browser Board');
    await page.getByPlaceholder('Workspace Name').press('Enter');
    await page
      .getByRole('link', { name: /Browser Board/ })
      .first()
      .click();
    await page.waitForURL(/\/workspaces\/[^/]+/);
    await page.getByRole('link', { name: 'Board', exact: true }).click();
    await page.waitForURL(/\/board/);

    for (const name of ['Drafts', 'Review']) {
      await page.getByRole('button', { name: 'Add Stage' }).click();
      await page.getByLabel('Stage name').fill(name);
      await page.getByLabel('Stage name').press('Enter');
      await page.locator(`[data-testid^="stage-"][aria-label="${name}"]`).waitFor();
    }

    const column = (name: string) => page.locator(`[data-testid^="stage-"][aria-label="${name}"]`);
    for (const title of ['Poster', 'Flyer', 'Banner']) {
      const addCard = column('Drafts').getByRole('button', { name: 'Add Card to Drafts' });
      if (await addCard.isVisible()) await addCard.click();
      await column('Drafts').getByLabel('Card title').fill(title);
      await column('Drafts').getByLabel('Card title').press('Enter');
      await column('Drafts').locator('[data-testid^="card-"]').filter({ hasText: title }).waitFor();
    }
    await page.keyboard.press('Escape');

    const card = column('Drafts').locator('[data-testid^="card-"]').filter({ hasText: 'Flyer' });
    const from = (await card.boundingBox())!;
    const to = (await column('Review').boundingBox())!;
    // The move is saved when the sort request answers: reloading before that (a slow machine) would lose it.
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && /\/api\/v1\/workspaces\/[^/]+\/sort\?/.test(res.url()),
      { timeout: 30_000 },
    );
    await dragTo(
      page,
      { x: from.x + from.width / 2, y: from.y + from.height / 2 },
      { x: to.x + to.width / 2, y: to.y + 80 },
    );
    await column('Review').locator('[data-testid^="card-"]').filter({ hasText: 'Flyer' }).waitFor();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await column('Review').locator('[data-testid^="card-"]').filter({ hasText: 'Flyer' }).waitFor();
    expect(await column('Drafts').locator('[data-testid^="card-"]').allInnerTexts()).toEqual([
      expect.stringContaining('Poster'),
      expect.stringContaining('Banner'),
    ]);
  });
});
