/**
 * No request a screen does not need (issue 39 "A card opened after hover or focus makes no API request for
 * its first screen, except marking comments read"; decisions CO1–CO4), in Chromium: a card opened after
 * its hover prefetch makes no API request after the click but `mark_as_read` (counted by URL, any method),
 * and draws its name and description from the board's cache at once; a cold click (no hover) still opens
 * the card whole, drawing the board's name, description, dates and cover thumbnail before the popup's answer
 * (decisions CO5). Screenshots at 1280 and 390 px go to /tmp/co-shots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page, Request } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';

describe('card open requests in Chromium (issue 39)', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];

  const boardUrl = () => `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`;
  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;

  /** Records the page's API requests (method and path with query) from now on. */
  function record(p: Page) {
    const calls: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
    };
    p.on('request', onRequest);
    return { calls, stop: () => p.off('request', onRequest) };
  }

  /** A signed-in page `width` px wide on the board. */
  async function boardPage(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    await page.goto(boardUrl());
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('co-owner');
    const fixture = await boardFixture(owner, ['Review'], 3);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    for (const cardId of cardIds) {
      expect(
        (
          await uploadCardContents(owner.token, workspaceId, cardId, [
            { bytes: png, type: 'image/png', filename: 'look.png' },
          ])
        ).status,
      ).toBe(201);
      await api('PUT', cardPath(cardId), {
        token: owner.token,
        body: { description: '<p>The brief</p>', due_date: '2027-03-04T15:00:00.000Z' },
      });
      await api('POST', `${cardPath(cardId)}/comments`, {
        token: owner.token,
        body: { comment: { description: '<p>First note</p>', internal: true } },
      });
    }
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [index, width] of [
    [0, 1280],
    [1, 390],
  ] as const) {
    it(`opens a hovered card at ${width} px with no API request after the click but mark_as_read`, async () => {
      const page = await boardPage(width);
      const cardId = cardIds[index];
      const face = page.getByTestId(`card-${cardId}`);
      await face.waitFor();
      await page.waitForLoadState('networkidle');
      const prefetched = page.waitForResponse(
        (r) => r.url().endsWith(`${cardPath(cardId)}/popup`) && r.status() === 200,
      );
      await face.hover();
      await prefetched;
      await page.waitForLoadState('networkidle');
      const after = record(page);
      await face.click();
      const popup = page.getByTestId('card-popup');
      await popup.getByText('The brief').waitFor();
      // On a phone the comments are a tab of their own (cards spec §2), not on the first screen.
      if (width > 390) await popup.getByText('First note').waitFor();
      await popup.locator('img[src*="thumbnail"], img[src*="small"]').first().waitFor();
      // Let any late query fire before counting.
      await page.waitForLoadState('networkidle');
      after.stop();
      const others = after.calls.filter((call) => !call.split('?')[0].endsWith('/mark_as_read'));
      expect(others, after.calls.join('\n')).toEqual([]);
      await page.screenshot({ path: `/tmp/co-shots/hover-open-${width}.png` });
      await page.context().close();
    });
  }

  it('opens a card clicked without a hover (cold) whole', async () => {
    const page = await boardPage(1280);
    const cardId = cardIds[2];
    const face = page.getByTestId(`card-${cardId}`);
    await face.waitFor();
    await page.waitForLoadState('networkidle');
    const after = record(page);
    // A click dispatched on the card without moving the mouse over it: no hover, no prefetch first.
    await face.dispatchEvent('click');
    const popup = page.getByTestId('card-popup');
    await popup.getByText('The brief').waitFor();
    await popup.getByText('First note').waitFor();
    await popup.locator('img[src*="thumbnail"], img[src*="small"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    after.stop();
    expect(after.calls.filter((call) => call.includes(`${cardPath(cardId)}/popup`))).toHaveLength(1);
    await page.screenshot({ path: '/tmp/co-shots/cold-open-1280.png' });
    await page.context().close();
  });

  for (const width of [1280, 390]) {
    it(`draws a cold-clicked card from the board at ${width} px while its answer is still on the way`, async () => {
      const page = await boardPage(width);
      const cardId = cardIds[2];
      const face = page.getByTestId(`card-${cardId}`);
      await face.waitFor();
      await page.waitForLoadState('networkidle');
      // Hold the popup's one request until the draft has been checked.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.route(`**${cardPath(cardId)}/popup`, async (route) => {
        asked += 1;
        await held;
        await route.continue();
      });
      await face.dispatchEvent('click');
      const draft = page.getByTestId('card-popup-draft');
      await draft.getByRole('heading', { name: 'Review card 3' }).waitFor();
      await draft.getByText('The brief').waitFor();
      const cover = draft.getByTestId('card-draft-cover');
      await cover.waitFor();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      if (width > 390) await draft.getByText(/Mar 04, 2027/).waitFor();
      expect(asked).toBe(1);
      await page.screenshot({ path: `/tmp/co-shots/cold-draft-${width}.png` });
      release();
      // The answer replaces the draft with the whole popup.
      const popup = page.getByTestId('card-popup');
      await popup.getByRole('button', { name: 'Edit description' }).waitFor();
      await draft.waitFor({ state: 'detached' });
      expect(await popup.getByText('The brief').isVisible()).toBe(true);
      await page.context().close();
    });
  }
});
