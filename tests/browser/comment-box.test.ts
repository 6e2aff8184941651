/**
 * A card's comment box opens on demand, in Chromium (issue 39 "≤ 50 KB of unused JavaScript on first load";
 * decisions CB1–CB4): the card's first screen draws each tab's box closed, as a button that looks like the
 * empty editor, and has no TipTap (no ProseMirror, no contenteditable) and requests neither the editors' chunk
 * nor the card settings menu's (`MenuItem`) before they are wanted. Enter on the focused box, or a click, draws
 * the editor in its place, focused, and what is typed posts; Escape in the empty editor closes it again, the
 * focus back on the box. On a phone (no hover) the editor's code comes when the page is idle and a tap opens
 * the box. An approver sees a box in the Guest tab only, and a Spectator (no comment rights) sees no box at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

/** The editors' and the menus' chunks, as web/vite.config.ts names them (`[name]-[hash].js`). */
const EDITOR_CHUNK = /\/assets\/editor-[\w-]+\.js$/;
const MENU_CHUNK = /\/assets\/(MenuItem|card-settings-menu-items)-[\w-]+\.js$/;

describe('the comment box opens on demand in Chromium (issue 39)', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let approver: SignedInUser;
  let spectator: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  const contexts: BrowserContext[] = [];

  const slug = (i: number) => `${cardIds[i].replace(/-/g, '')}-review-card-${i + 1}`;
  const cardUrl = (i: number) =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${slug(i)}`;
  const tab = (page: Page, name: 'Team' | 'Guest') => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  /** The id of the focused element, or of its editor's composer when the focus is in a ProseMirror editor. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (active?.classList.contains('ProseMirror'))
        return `editor in ${active.closest('[data-testid^="comment-composer-"]')?.getAttribute('data-testid')}`;
      return active?.getAttribute('data-testid') ?? active?.tagName ?? null;
    });

  /** `user`'s page on card `i`'s own address, its pointer parked in the corner, and the scripts it requested. */
  async function cardPage(user: SignedInUser, i: number, width = 1280): Promise<{ page: Page; scripts: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.mouse.move(1, 1);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(cardUrl(i));
    await page.getByTestId('card-popup').waitFor();
    return { page, scripts };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, approver, spectator] = await Promise.all(
      ['box-owner', 'box-approver', 'box-spectator'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Review'], 2);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    // The approver sees the cards of a stage shown to the client.
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it("draws the box closed, with no editor and no editors' or menu code, until it is opened", async () => {
    const { page, scripts } = await cardPage(owner, 0);
    const popup = page.getByTestId('card-popup');
    await tab(page, 'Team').click();
    const box = popup.getByTestId('comment-box-team');
    await box.waitFor();
    expect(await box.evaluate((el) => el.tagName)).toBe('BUTTON');
    expect(await box.innerText()).toBe('Write a comment… (@ to mention)');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    expect(await popup.locator('.ProseMirror, [contenteditable]').count()).toBe(0);
    expect(scripts.filter((url) => EDITOR_CHUNK.test(url) || MENU_CHUNK.test(url))).toEqual([]);
    await page.screenshot({ path: '.shots/comment-box-closed-1280.png' });

    // The keyboard: the focused box fetches the editor's code; Enter draws the editor, focused, and typing posts.
    const editorChunk = page.waitForRequest((request) => EDITOR_CHUNK.test(request.url()));
    await box.focus();
    await editorChunk;
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('editor in comment-composer-team');
    expect(await popup.getByTestId('comment-box-team').count()).toBe(0);
    await page.keyboard.type('Typed after Enter');
    await page.keyboard.press('Enter');
    await popup.getByTestId('comments-team').getByTestId('comment').filter({ hasText: 'Typed after Enter' }).waitFor();
    await page.screenshot({ path: '.shots/comment-box-opened-1280.png' });

    // Escape in the empty editor closes it; the focus goes back to the box, and the popup stays.
    await popup.getByTestId('comment-composer-team').getByRole('textbox').click();
    await expect.poll(() => focused(page)).toBe('editor in comment-composer-team');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('comment-box-team');
    expect(await popup.locator('.ProseMirror').count()).toBe(0);
    await popup.waitFor();

    // A click on the Guest tab's box opens its editor, focused; Send posts.
    await tab(page, 'Guest').click();
    await popup.getByTestId('comment-box-guest').click();
    await expect.poll(() => focused(page)).toBe('editor in comment-composer-guest');
    await page.keyboard.type('Typed after a click');
    await popup.getByTestId('comment-composer-guest').getByRole('button', { name: 'Send' }).click();
    await popup
      .getByTestId('comments-guest')
      .getByTestId('comment')
      .filter({ hasText: 'Typed after a click' })
      .waitFor();
  });

  it('on a phone, fetches the editor when idle and opens the box on a tap', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    // No hover before a tap: the closed box fetches the editor's code once the page is idle.
    const editorChunk = page.waitForRequest((request) => EDITOR_CHUNK.test(request.url()));
    await page.goto(cardUrl(1));
    const popup = page.getByTestId('card-popup');
    await tab(page, 'Team').click();
    const box = popup.getByTestId('comment-box-team');
    await box.waitFor();
    expect(await box.innerText()).toBe('Write a comment…');
    await editorChunk;
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.shots/comment-box-closed-390.png' });
    await box.tap();
    await expect.poll(() => focused(page)).toBe('editor in comment-composer-team');
    await page.keyboard.type('Typed on a phone');
    await popup.getByTestId('comment-composer-team').getByRole('button', { name: 'Send' }).click();
    await popup.getByTestId('comments-team').getByTestId('comment').filter({ hasText: 'Typed on a phone' }).waitFor();
    await page.screenshot({ path: '.shots/comment-box-opened-390.png' });
  });

  it('gives an approver a box in the Guest tab only, and a Spectator none', async () => {
    const { page } = await cardPage(approver, 1);
    const popup = page.getByTestId('card-popup');
    await tab(page, 'Guest').click();
    await popup.getByTestId('comment-box-guest').waitFor();
    expect(await tab(page, 'Team').count()).toBe(0);
    expect(await popup.getByTestId('comment-box-team').count()).toBe(0);
    await page.screenshot({ path: '.shots/comment-box-approver-1280.png' });

    const seen = await cardPage(spectator, 1);
    const spectatorPopup = seen.page.getByTestId('card-popup');
    await tab(seen.page, 'Guest').click();
    await spectatorPopup.getByTestId('comments-no-composer').waitFor();
    for (const name of ['Team', 'Guest'] as const) {
      if ((await tab(seen.page, name).count()) === 0) continue;
      await tab(seen.page, name).click();
      await spectatorPopup.getByTestId('comments-no-composer').waitFor();
      expect(await spectatorPopup.locator('[data-testid^="comment-box-"]').count()).toBe(0);
      expect(await spectatorPopup.locator('[data-testid^="comment-composer-"]').count()).toBe(0);
    }
  });
});
