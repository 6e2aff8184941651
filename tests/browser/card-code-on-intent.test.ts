/**
 * The card popup's code loads on the first sign of intent (issue 39 "A light main thread": ≤ 50 KB of unused
 * JavaScript on the board's first load; decisions LO1, LO2), in Chromium:
 * - the board's first load, with no pointer over it, fetches neither the popup's chunk nor the editors'
 *   (not even after the 2 s by which the old idle preload had run); the pointer over the board fetches the
 *   popup's chunk and still not the editors', which come on a card's hover, so the click fetches no code;
 * - on a screen without hover (a phone), where a tap is the first sign, the popup's chunk loads once the
 *   board is up and the page idle, and still not the editors'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

/** The popup's and the editors' chunks, as web/vite.config.ts names them (`[name]-[hash].js`). */
const POPUP_CHUNK = /\/assets\/card-popup-host-[\w-]+\.js$/;
const EDITOR_CHUNK = /\/assets\/editor-[\w-]+\.js$/;
/** Past the old idle preload's deadline (`requestIdleCallback` with a 2 s timeout, decisions W41). */
const PAST_IDLE_MS = 2500;

describe('card code loaded on intent in Chromium (issue 39)', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];

  const boardUrl = () => `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`;

  /** A signed-in page `width` px wide, its pointer parked in the header (over no card), and its script URLs. */
  async function signedIn(width: number): Promise<{ page: Page; scripts: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    // Sign-in clicked mid-page; the board would draw under that pointer.
    await page.mouse.move(1, 1);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
    });
    return { page, scripts };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('intent-owner');
    const fixture = await boardFixture(owner, ['Review'], 3);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("loads neither the popup's nor the editors' code with the board; a hover loads the popup's", async () => {
    const { page, scripts } = await signedIn(1280);
    await page.goto(boardUrl());
    const face = page.getByTestId(`card-${cardIds[0]}`);
    await face.waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(PAST_IDLE_MS);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => POPUP_CHUNK.test(url) || EDITOR_CHUNK.test(url))).toEqual([]);

    // The pointer over the board, on no card: the popup's chunk, not the editors'.
    const popupChunk = page.waitForRequest((request) => POPUP_CHUNK.test(request.url()));
    const board = page.getByTestId('board');
    const area = (await board.boundingBox())!;
    await page.mouse.move(area.x + area.width - 4, area.y + area.height - 4);
    await popupChunk;
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);

    // Hovering a card: the editors come before any click, so neither the click nor opening its comment box waits.
    const editorChunk = page.waitForRequest((request) => EDITOR_CHUNK.test(request.url()));
    await face.hover();
    await editorChunk;
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    await face.click();
    const popup = page.getByTestId('card-popup');
    await popup.getByTestId('comment-composer-team').waitFor();
    // The comment box is drawn closed (decisions CB1); opening it after the hover waits on no network either.
    await popup.getByTestId('comment-box-team').click();
    await popup.getByTestId('comment-composer-team').locator('.ProseMirror').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.slice(loaded), 'scripts loaded after the click').toEqual([]);
    await page.context().close();
  });

  it("loads the popup's code when the page is idle on a screen without hover, and not the editors'", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    expect(await page.evaluate(() => window.matchMedia('(hover: none)').matches)).toBe(true);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    const popupChunk = page.waitForRequest((request) => POPUP_CHUNK.test(request.url()));
    await page.goto(boardUrl());
    await page.getByTestId(`card-${cardIds[0]}`).waitFor();
    await popupChunk;
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);
    await context.close();
  });
});
