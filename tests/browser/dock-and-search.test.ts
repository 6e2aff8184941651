/**
 * The minimized-card dock and the workspace search in Chromium (issue 12 "The card"; cards spec §2
 * Minimized cards and Search, §4 Search history; accounts spec §2 dock): minimize two cards from the
 * popup, restore one from the dock and remove the other; the phone dock folds and unfolds; the search
 * dropdown shows a past search, suggestions after typing stops, keyboard choice records the search,
 * history entries can be removed, an empty search clears the query without being kept, and every view
 * shows "No cards match" while a search finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

describe('dock and search in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let owner: SignedInUser;
  let workspaceId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;

  const viewUrl = (mode: 'list' | 'board' | 'calendar', search?: string) =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/${mode}${search ? `?search=${encodeURIComponent(search)}` : ''}`;
  const popup = () => page.getByTestId('card-popup');
  const dock = () => page.getByTestId('minimized-dock');
  const minimized = async () =>
    (
      await api<Array<{ content_group_id: string }>>('GET', '/api/v1/minimized_content_groups', { token: owner.token })
    ).body.data.map((m) => m.content_group_id);
  const history = async () =>
    (
      await api<Array<{ id: string; text: string }>>('GET', `/api/v1/workspaces/${workspaceId}/search_histories`, {
        token: owner.token,
      })
    ).body.data.map((h) => h.text);
  const searchBox = () => page.getByRole('combobox', { name: 'Search cards' });
  const dropdown = () => page.getByTestId('search-dropdown');

  async function minimize(cardId: string, name: string) {
    await page.getByTestId(`card-${cardId}`).click();
    await popup().getByRole('heading', { name }).waitFor();
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/minimized_content_groups') && r.request().method() === 'POST',
    );
    await popup().getByRole('button', { name: 'Minimize card' }).click();
    await popup().waitFor({ state: 'detached' });
    expect((await posted).status()).toBe(201);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('dock-owner');
    const fixture = await boardFixture(owner, ['Drafts'], 3);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('minimizes two cards, restores one from the dock and removes the other', async () => {
    const [first, second] = stages[0].cardIds;
    await page.goto(viewUrl('board'));
    await minimize(first, 'Drafts card 1');
    await dock().getByTestId(`dock-${first}`).waitFor();
    await minimize(second, 'Drafts card 2');
    await dock().getByTestId(`dock-${second}`).waitFor();
    expect((await minimized()).sort()).toEqual([first, second].sort());
    await page.screenshot({ path: '/tmp/binui-dock-1400.png' });

    // A click restores: the popup opens and the card leaves the dock.
    await dock()
      .getByRole('button', { name: /^Drafts card 1/ })
      .click();
    await popup().getByRole('heading', { name: 'Drafts card 1' }).waitFor();
    await expect.poll(minimized).toEqual([second]);
    expect(await page.getByTestId(`dock-${first}`).count()).toBe(0);
    await popup().getByRole('button', { name: 'Close card' }).click();
    await popup().waitFor({ state: 'detached' });

    // ✕ removes without opening; an empty dock is not shown.
    await dock().getByRole('button', { name: 'Remove Drafts card 2 from minimized cards' }).click();
    await dock().waitFor({ state: 'detached' });
    await expect.poll(minimized).toEqual([]);
  });

  it('on a phone the dock folds, unfolds, and folds by itself when one card is left', async () => {
    const [first, second] = stages[0].cardIds;
    await page.goto(viewUrl('board'));
    await minimize(first, 'Drafts card 1');
    await minimize(second, 'Drafts card 2');
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = dock().getByRole('button', { name: /2 minimized cards/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId(`dock-${first}`).count()).toBe(0);
    await toggle.click();
    await page.getByTestId(`dock-${first}`).waitFor();
    await page.screenshot({ path: '/tmp/binui-dock-390.png' });
    await dock().getByRole('button', { name: 'Remove Drafts card 1 from minimized cards' }).click();
    const folded = dock().getByRole('button', { name: /1 minimized card/ });
    await folded.waitFor();
    expect(await folded.getAttribute('aria-expanded')).toBe('false');
    await page.setViewportSize({ width: 1400, height: 900 });
    await dock().getByRole('button', { name: 'Remove Drafts card 2 from minimized cards' }).click();
    await expect.poll(minimized).toEqual([]);
  });

  it('shows past searches and suggestions, records a chosen search, removes history entries', async () => {
    expect(
      (
        await api('POST', `/api/v1/workspaces/${workspaceId}/search_histories`, {
          token: owner.token,
          body: { text: 'Launch plan' },
        })
      ).status,
    ).toBe(201);
    await page.goto(viewUrl('board'));
    await searchBox().click();
    await dropdown().getByRole('option', { name: 'Launch plan', exact: true }).waitFor();

    // Suggestions come 3 s after typing stops, not at once.
    await searchBox().fill('card 3');
    const typedAt = Date.now();
    const suggestion = dropdown().getByRole('option', { name: 'Drafts card 3', exact: true });
    await suggestion.waitFor({ timeout: 15_000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(2_500);
    await page.screenshot({ path: '/tmp/binui-search-1400.png' });

    // Keyboard: the first option is the suggestion (no past search contains "card 3"); Enter chooses it.
    await searchBox().press('ArrowDown');
    expect(await suggestion.getAttribute('aria-selected')).toBe('true');
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith('/search_histories') && r.request().method() === 'POST',
    );
    await searchBox().press('Enter');
    expect((await recorded).status()).toBe(201);
    await page.waitForURL((url) => url.searchParams.get('search') === 'Drafts card 3');
    expect(await history()).toEqual(['Drafts card 3', 'Launch plan']);
    await page.getByTestId(`card-${stages[0].cardIds[2]}`).waitFor();

    // Escape closes the dropdown; a past search can be removed from it.
    await searchBox().fill('');
    await dropdown().getByRole('option', { name: 'Launch plan', exact: true }).waitFor();
    await searchBox().press('Escape');
    await dropdown().waitFor({ state: 'detached' });
    await searchBox().press('ArrowDown');
    await dropdown().getByRole('button', { name: 'Remove "Launch plan" from search history' }).click();
    await expect.poll(history).toEqual(['Drafts card 3']);

    // An empty search clears the query and is not sent nor kept (Escape first: ArrowDown had highlighted an entry; decisions A33).
    await searchBox().press('Escape');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/search_histories') && r.method() === 'POST') posts.push(r.url());
    });
    await searchBox().press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    expect(posts).toEqual([]);
    expect(await history()).toEqual(['Drafts card 3']);
  });

  it('shows "No cards match" in the board, list and calendar while a search finds nothing', async () => {
    for (const mode of ['board', 'list', 'calendar'] as const) {
      await page.goto(viewUrl(mode, 'nothing like this'));
      await page.getByTestId('no-cards-match').waitFor();
      expect(await page.getByTestId('no-cards-match').innerText()).toContain('No cards match "nothing like this"');
    }
    await page.goto(viewUrl('board', 'Drafts'));
    await page.getByTestId(`card-${stages[0].cardIds[0]}`).waitFor();
    expect(await page.getByTestId('no-cards-match').count()).toBe(0);
  });
});
