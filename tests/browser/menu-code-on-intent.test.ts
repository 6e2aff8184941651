/**
 * The menus' code loads on intent (issue 39 "A light main thread": ≤ 50 KB of unused JavaScript on the board's
 * first load; decisions MN1), in Chromium:
 * - the board's first load, with no pointer over it, fetches no menu code (Amplify UI's menu, the `MenuItem`
 *   chunk, nor any menu's items) even 2.5 s later, while every trigger is drawn as a closed menu button;
 * - a hover on the options menu's button fetches it, and a click then opens it; a click on the profile menu's
 *   button opens it;
 * - a click or Enter that arrives before the code (held back on the network) still opens the menu when it
 *   comes, the keyboard's with the focus in the menu;
 * - on a screen without hover (a phone) the code loads once the page is idle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

/** Amplify UI's menu (Radix, Floating UI) and each menu's items, as web/vite.config.ts names them. */
const MENU_CHUNK = /\/assets\/(MenuItem|[\w-]+-menu-items)-[\w-]+\.js$/;
/** Past an idle preload's deadline (`requestIdleCallback` with a 2 s timeout). */
const PAST_IDLE_MS = 2500;
/** How long the network holds a menu's items back in the "before the code" cases. */
const HOLD_MS = 1500;

describe('menu code loaded on intent in Chromium (issue 39)', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let workspaceId: string;

  const boardUrl = () => `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`;

  /**
   * A signed-in context 1280 px wide and a new page in it whose pointer has never moved (the sign-in page's
   * pointer stays on that page), with the script URLs it requests.
   */
  async function freshPage(): Promise<{ context: BrowserContext; page: Page; scripts: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const signIn = await context.newPage();
    await signInThroughUi(signIn, owner.email, TEST_PASSWORD);
    await signIn.close();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    return { context, page, scripts };
  }

  /** Holds back the response of the chunk `name` (`<name>-<hash>.js`) for HOLD_MS; @returns when it was asked for. */
  async function holdChunk(page: Page, name: string): Promise<{ requestedAt: () => number | undefined }> {
    let requestedAt: number | undefined;
    await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
      requestedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    return { requestedAt: () => requestedAt };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('menu-intent-owner');
    workspaceId = (await boardFixture(owner, ['Review', 'Done'], 1)).workspaceId;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('loads no menu code with the board; a hover loads it and a click opens the options and profile menus', async () => {
    const { context, page, scripts } = await freshPage();
    await page.goto(boardUrl());
    const options = page.getByTestId('workspace-options');
    const profile = page.getByRole('button', { name: /^Profile menu/ });
    await options.waitFor();
    await profile.waitFor();
    await page.getByRole('button', { name: /^Stage options for Review/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(PAST_IDLE_MS);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => MENU_CHUNK.test(url))).toEqual([]);
    // Drawn as closed menu buttons before their code (keyboard and screen readers know what they are).
    for (const trigger of [options, profile, page.getByRole('button', { name: /Switch workspace$/ })]) {
      await expect.poll(() => trigger.getAttribute('aria-haspopup')).toBe('menu');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    }

    const menuChunk = page.waitForRequest((request) => /\/assets\/MenuItem-[\w-]+\.js$/.test(request.url()));
    await options.hover();
    await menuChunk;
    await page.waitForLoadState('networkidle');
    await options.click();
    await page.getByRole('menuitem', { name: 'Archived cards' }).waitFor();
    expect(await options.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => options.getAttribute('aria-expanded')).toBe('false');

    await profile.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).waitFor();
    await context.close();
  });

  it('opens a menu clicked before its code came, once the code is there', async () => {
    const { context, page } = await freshPage();
    const held = await holdChunk(page, 'workspace-options-menu-items');
    await page.goto(boardUrl());
    const options = page.getByTestId('workspace-options');
    await options.waitFor();
    await page.waitForLoadState('networkidle');
    expect(held.requestedAt(), 'the options menu was fetched before any intent').toBeUndefined();
    const clickedAt = Date.now();
    await options.click();
    await page.getByRole('menuitem', { name: 'Archived cards' }).waitFor();
    // The code was asked for by this hover and click, and the menu opened after it came.
    expect(held.requestedAt()).toBeGreaterThanOrEqual(clickedAt);
    expect(Date.now() - held.requestedAt()!).toBeGreaterThanOrEqual(HOLD_MS);
    await context.close();
  });

  it('opens a focused menu button on Enter before its code came, with the focus in the menu', async () => {
    const { context, page } = await freshPage();
    const held = await holdChunk(page, 'profile-menu-items');
    await page.goto(boardUrl());
    const profile = page.getByRole('button', { name: /^Profile menu/ });
    await profile.waitFor();
    await page.waitForLoadState('networkidle');
    expect(held.requestedAt()).toBeUndefined();
    await profile.focus();
    await page.keyboard.press('Enter');
    const logOut = page.getByRole('menuitem', { name: 'Log Out' });
    await logOut.waitFor();
    expect(Date.now() - held.requestedAt()!).toBeGreaterThanOrEqual(HOLD_MS);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    // Escape closes it and gives the focus back to the (now loaded) button.
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await profile.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('keeps the focus on a menu button whose code comes while it is focused', async () => {
    const { context, page } = await freshPage();
    await page.goto(boardUrl());
    const options = page.getByTestId('workspace-options');
    await options.waitFor();
    await page.waitForLoadState('networkidle');
    const itemsChunk = page.waitForResponse((response) => /workspace-options-menu-items-/.test(response.url()));
    await options.focus();
    await itemsChunk;
    await page.waitForLoadState('networkidle');
    await expect.poll(() => options.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Archived cards' }).waitFor();
    await context.close();
  });

  it('loads the menu code when the page is idle on a screen without hover', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    expect(await page.evaluate(() => window.matchMedia('(hover: none)').matches)).toBe(true);
    const profileItems = page.waitForRequest((request) =>
      /\/assets\/profile-menu-items-[\w-]+\.js$/.test(request.url()),
    );
    await page.goto(boardUrl());
    await profileItems;
    await context.close();
  });
});
