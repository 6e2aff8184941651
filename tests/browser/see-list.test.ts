/**
 * The card popup's floating 'See List' button overlaps no content tile, in Chromium (issue 35 "'See List'
 * overlaps the third content tile in a card"; cards spec §2 Popup sections; decisions VW7): with nine
 * contents the checklist section is out of view, the button shows, and its box meets no tile's box at
 * 1280, 1366, 1440 and 390 px. Screenshots at 1280 and 390 px go to /tmp/viewer-shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';

const SHOTS = '/tmp/viewer-shots';

type Box = { x: number; y: number; width: number; height: number };
const meet = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the card popup's See List button", () => {
  let browser: Browser;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    owner = await signedInUser('sl-owner');
    const fixture = await boardFixture(owner, ['Lists'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    const files = await Promise.all(
      Array.from({ length: 9 }, async (_, i) => ({
        bytes: await sharp({
          create: { width: 320, height: 240, channels: 3, background: { r: 20 * i, g: 120, b: 200 - 20 * i } },
        })
          .png()
          .toBuffer(),
        type: 'image/png',
        filename: `tile-${i + 1}.png`,
      })),
    );
    // Five per upload (contents limits).
    expect((await uploadCardContents(owner.token, workspaceId, cardId, files.slice(0, 5))).status).toBe(201);
    expect((await uploadCardContents(owner.token, workspaceId, cardId, files.slice(5))).status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('overlaps no content tile at 1280, 1366, 1440 and 390 px', async () => {
    for (const width of [1280, 1366, 1440, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 720 } });
      const page = await context.newPage();
      await signInThroughUi(page, owner.email, TEST_PASSWORD);
      await page.goto(
        `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-lists-card-1`,
      );
      const popup = page.getByTestId('card-popup');
      await popup.waitFor();
      const tiles = popup.locator('.gl-tile');
      await expect.poll(() => tiles.count()).toBe(9);
      const seeList = popup.getByRole('button', { name: 'See List', exact: true });
      await seeList.waitFor();
      const button = (await seeList.boundingBox())!;
      for (let i = 0; i < 9; i++) {
        const tile = await tiles.nth(i).boundingBox();
        if (tile) expect(meet(button, tile), `See List meets tile ${i + 1} at ${width} px`).toBe(false);
      }
      if (width === 1280 || width === 390) await page.screenshot({ path: `${SHOTS}/see-list-${width}.png` });
      // It still takes the reader to the checklists.
      await seeList.click();
      await expect
        .poll(() =>
          popup.locator('#card-checklists').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight),
        )
        .toBe(true);
      await context.close();
    }
  });
});
