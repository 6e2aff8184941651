/**
 * The card popup's click-only parts load on intent (issue 39 "A light main thread": ≤ 50 KB of unused
 * JavaScript on a card's first load; decisions UJ1–UJ3), in Chromium:
 * - a card's page, opened by its address, fetches none of the settings menu's dialogs (`settings-dialogs`),
 *   the content preview (`preview-modal`) or the label manager (`label-manager`), even 2.5 s later;
 * - the "⋯" button's hover fetches the dialogs with the menu, so choosing Copy opens the panel with no script
 *   fetched after the hover; its keyboard focus does the same;
 * - the gallery's hover fetches the preview, so its click fetches no script;
 * - the label dialog's opening fetches the manager, so "Manage labels" fetches no script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';

/** The chunks, as the build names them (`[name]-[hash].js`). */
const DIALOGS_CHUNK = /\/assets\/settings-dialogs-[\w-]+\.js$/;
const PREVIEW_CHUNK = /\/assets\/preview-modal-[\w-]+\.js$/;
const LABELS_CHUNK = /\/assets\/label-manager-[\w-]+\.js$/;
/** Past the idle preloads' deadline (`requestIdleCallback` with a 2 s timeout). */
const PAST_IDLE_MS = 2500;

describe("the card popup's dialogs load on intent in Chromium (issue 39)", () => {
  let browser: Browser;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-review-card-1`;

  /** A signed-in page on the card's own address, its pointer parked at the window's corner, and its script URLs. */
  async function cardPage(): Promise<{ page: Page; scripts: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    await page.mouse.move(1, 1);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(request.url());
    });
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').getByTestId('content-gallery').locator('img').waitFor();
    await page.waitForLoadState('networkidle');
    return { page, scripts };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('dialogs-intent-owner');
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#27a' } })
      .png()
      .toBuffer();
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: picture, type: 'image/png', filename: 'cover.png' },
    ]);
    expect(uploaded.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("fetches none of them with the card's page; a hover on '⋯' fetches the dialogs before Copy is chosen", async () => {
    const { page, scripts } = await cardPage();
    await page.waitForTimeout(PAST_IDLE_MS);
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((url) => [DIALOGS_CHUNK, PREVIEW_CHUNK, LABELS_CHUNK].some((chunk) => chunk.test(url))),
    ).toEqual([]);

    const popup = page.getByTestId('card-popup');
    const settings = popup.getByRole('button', { name: 'Card settings' });
    const dialogs = page.waitForRequest((request) => DIALOGS_CHUNK.test(request.url()));
    await settings.hover();
    await dialogs;
    await page.waitForLoadState('networkidle');
    const loaded = scripts.length;
    await settings.click();
    await page.getByRole('menuitem', { name: 'Copy' }).click();
    await page.getByTestId('copy-card-panel').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.slice(loaded), 'scripts loaded after the hover').toEqual([]);
    await page.context().close();
  });

  it("fetches the dialogs on the '⋯' button's keyboard focus", async () => {
    const { page } = await cardPage();
    const dialogs = page.waitForRequest((request) => DIALOGS_CHUNK.test(request.url()));
    await page.getByTestId('card-popup').getByRole('button', { name: 'Card settings' }).focus();
    await dialogs;
    await page.context().close();
  });

  it("fetches the preview on the gallery's hover and the label manager when the label dialog opens", async () => {
    const { page, scripts } = await cardPage();
    const popup = page.getByTestId('card-popup');
    const gallery = popup.getByRole('button', { name: 'Open preview of cover.png' });
    const preview = page.waitForRequest((request) => PREVIEW_CHUNK.test(request.url()));
    await gallery.hover();
    await preview;
    await page.waitForLoadState('networkidle');
    let loaded = scripts.length;
    await gallery.click();
    await page.getByTestId('content-preview').waitFor();
    expect(scripts.slice(loaded), 'scripts loaded by the preview').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('content-preview').waitFor({ state: 'detached' });

    const manager = page.waitForRequest((request) => LABELS_CHUNK.test(request.url()));
    await popup.getByRole('button', { name: 'Edit labels' }).click();
    await manager;
    await page.waitForLoadState('networkidle');
    loaded = scripts.length;
    const labels = page.getByTestId('labels-dialog');
    await labels.getByRole('button', { name: 'Manage labels' }).click();
    await labels.getByTestId('label-manager').waitFor();
    expect(scripts.slice(loaded), 'scripts loaded by "Manage labels"').toEqual([]);
    await page.context().close();
  });
});
