/**
 * The board page in few files, compressed (issue 27 "Compression and fewer files"; decisions W42, L8): a
 * cold load of the board page (an empty browser cache, signed in) fetches at most 20 JS files, every one
 * of them brotli-encoded by the gateway, including the card popup's and the editors' chunks that load
 * when the pointer first rests on a card (decisions LO1, LO2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

/** The most JS files a cold load of the board page may fetch (issue 27). */
const MAX_BOARD_JS_FILES = 20;

describe('board page files in Chromium (issue 27)', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let workspaceId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('files-owner');
    workspaceId = (await boardFixture(owner, ['One', 'Two'], 2)).workspaceId;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it(`loads the board cold in at most ${MAX_BOARD_JS_FILES} JS files, each brotli-encoded`, async () => {
    const signIn = await browser.newContext();
    await signInThroughUi(await signIn.newPage(), owner.email, TEST_PASSWORD);
    // A new context: the session, but nothing cached.
    const cold = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      storageState: await signIn.storageState(),
    });
    await signIn.close();
    const page = await cold.newPage();
    const scripts: Array<{ url: string; encoding: string | undefined }> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: new URL(response.url()).pathname, encoding: response.headers()['content-encoding'] });
    });
    await page.goto(`${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`);
    await page.getByText('One card 1').waitFor();
    await page.waitForLoadState('networkidle');
    // The pointer on a card: the popup's and the editors' chunks arrive too, before any click.
    const chunks = Promise.all(
      [/card-popup-host-/, /\/editor-/].map((chunk) => page.waitForResponse((r) => chunk.test(r.url()))),
    );
    await page.getByText('One card 1').hover();
    await chunks;
    await page.waitForLoadState('networkidle');
    const files = scripts.map((s) => s.url);
    expect(new Set(files).size, files.join('\n')).toBe(files.length);
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MAX_BOARD_JS_FILES);
    // The popup's and the editors' chunks arrived before any click.
    expect(
      files.some((f) => /card-popup-host/.test(f)) && files.some((f) => /\/editor-/.test(f)),
      files.join('\n'),
    ).toBe(true);
    expect(
      scripts.filter((s) => s.encoding !== 'br'),
      'scripts not brotli-encoded',
    ).toEqual([]);
    await cold.close();
  }, 60_000);
});
