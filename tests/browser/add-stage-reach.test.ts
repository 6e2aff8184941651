/**
 * The board's "Add Stage" is never cut off (issue 30 item 10 "Layout"; docs/decisions.md K44): a board
 * of four stages (as the demo's) shows the whole button at 1440 × 900 without scrolling; on a board of
 * many stages, at 1440 × 900 and at 390 × 844, scrolling the board to its end brings the whole button
 * inside the board's scroll area, with room after it, and it can be clicked; opened, its form is in view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';

const SHOTS = process.env.SHOTS_DIR;

describe('Add Stage at the end of a long board', () => {
  let browser: Browser;
  let user: SignedInUser;
  let workspaceId: string;
  let demoSizedId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('add-stage');
    ({ workspaceId } = await boardFixture(
      user,
      Array.from({ length: 12 }, (_, i) => `Step ${i + 1}`),
      1,
    ));
    ({ workspaceId: demoSizedId } = await boardFixture(
      user,
      ['Briefs', 'In Production', 'Client Review', 'Approved'],
      2,
    ));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows whole, without scrolling, after the four columns of a board at 1440 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${demoSizedId}/board`);
    const board = page.getByTestId('board');
    await board.locator('[data-testid^="card-"]').first().waitFor();
    const addStage = page.getByRole('button', { name: 'Add Stage' });
    await addStage.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/add-stage-4-stages-1440.png` });
    expect(await board.evaluate((el) => el.scrollLeft)).toBe(0);
    const box = (await addStage.boundingBox())!;
    const frame = (await board.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(frame.x);
    expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    await addStage.click();
    const input = page.getByRole('form', { name: 'Add Stage' }).getByLabel('Stage name');
    await input.waitFor();
    // The opened form (a column wide) is brought wholly into view.
    await expect
      .poll(async () => {
        const form = (await page.getByRole('form', { name: 'Add Stage' }).boundingBox())!;
        return form.x >= frame.x && form.x + form.width <= frame.x + frame.width;
      })
      .toBe(true);
    await input.fill('Published');
    await input.press('Enter');
    await board.getByRole('region', { name: 'Published' }).waitFor();
    await page.close();
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`is inside the board's scroll area and clickable at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      await signInThroughUi(page, user.email, TEST_PASSWORD);
      await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/board`);
      const board = page.getByTestId('board');
      await board.locator('[data-testid^="card-"]').first().waitFor();
      // To the very end of the board, as a person dragging its scrollbar would.
      await board.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      const addStage = page.getByRole('button', { name: 'Add Stage' });
      await addStage.waitFor();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/add-stage-${width}.png` });

      const geometry = await addStage.evaluate((button) => {
        const scroller = button.closest('[data-testid="board"]')!;
        const box = button.getBoundingClientRect();
        const frame = scroller.getBoundingClientRect();
        return {
          left: box.left - frame.left + scroller.scrollLeft,
          right: box.right - frame.left + scroller.scrollLeft,
          top: box.top,
          bottom: box.bottom,
          scrollWidth: scroller.scrollWidth,
          viewRight: box.right,
          frameRight: frame.right,
          frameTop: frame.top,
          frameBottom: frame.bottom,
          windowWidth: window.innerWidth,
        };
      });
      // Inside the scrollable width, with at least 8 px of room after it, and on screen once scrolled.
      expect(geometry.left).toBeGreaterThanOrEqual(0);
      expect(geometry.right + 8).toBeLessThanOrEqual(geometry.scrollWidth);
      expect(geometry.viewRight).toBeLessThanOrEqual(Math.min(geometry.frameRight, geometry.windowWidth));
      expect(geometry.top).toBeGreaterThanOrEqual(geometry.frameTop);
      expect(geometry.bottom).toBeLessThanOrEqual(geometry.frameBottom);

      await addStage.click();
      await page.getByRole('form', { name: 'Add Stage' }).getByLabel('Stage name').waitFor();
      await page.close();
    });
  }
});
