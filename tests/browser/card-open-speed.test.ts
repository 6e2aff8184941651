/**
 * Opening a card in one request, prefetched on hover (issue 27 "The card opens at least as fast as
 * Planka's"; decisions W39–W41), in Chromium: a card opened after hovering it makes no further API
 * request for its first screen (card, contents, upload limits, lists, the first comments page) and loads
 * no JavaScript after the click; a cold open (a pasted link) makes one popup request and none of the five
 * separate ones. Thumbnails have their box before they load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, Page, Request } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { uploadCardContents } from '../support/uploads';

/** The first screen's separate reads (paths without the query), which the popup request replaces. */
const SEPARATE_READS = [/\/content_groups\/[^/]+$/, /\/contents$/, /\/contents\/new$/, /\/lists$/, /\/comments$/];
const pathOf = (path: string) => path.split('?')[0];

describe('card open speed in Chromium (issue 27)', () => {
  let browser: Browser;
  let page: Page;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];

  const boardUrl = () => `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`;
  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;

  /** Records the page's API GETs and script loads from now on. */
  function record(p: Page) {
    const apiGets: string[] = [];
    const scripts: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/') && request.method() === 'GET') apiGets.push(url.pathname + url.search);
      if (request.resourceType() === 'script') scripts.push(url.pathname);
    };
    p.on('request', onRequest);
    return { apiGets, scripts, stop: () => p.off('request', onRequest) };
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('speed-owner');
    const fixture = await boardFixture(owner, ['Review'], 3);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    for (const cardId of cardIds.slice(0, 2)) {
      expect(
        (
          await uploadCardContents(owner.token, workspaceId, cardId, [
            { bytes: png, type: 'image/png', filename: 'look.png' },
          ])
        ).status,
      ).toBe(201);
      await api('PUT', cardPath(cardId), { token: owner.token, body: { description: '<p>The brief</p>' } });
      await api('POST', `${cardPath(cardId)}/comments`, {
        token: owner.token,
        body: { comment: { description: '<p>First note</p>', internal: true } },
      });
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a hovered card with no further request for its first screen and no JavaScript after the click', async () => {
    await page.goto(boardUrl());
    const cardId = cardIds[0];
    const face = page.getByTestId(`card-${cardId}`);
    await face.waitFor();
    // Hovering the card brings the popup's chunk and the editors' before the click (decisions LO1, LO2).
    await page.waitForLoadState('networkidle');
    const prefetched = page.waitForResponse((r) => r.url().endsWith(`${cardPath(cardId)}/popup`) && r.status() === 200);
    await face.hover();
    await prefetched;
    const after = record(page);
    await face.click();
    const popup = page.getByTestId('card-popup');
    await popup.getByText('The brief').waitFor();
    await popup.getByText('First note').waitFor();
    await popup.locator('img[src*="thumbnail"], img[src*="small"]').first().waitFor();
    // Let any late query fire before counting.
    await page.waitForLoadState('networkidle');
    after.stop();
    const firstScreen = after.apiGets.filter(
      (path) => pathOf(path).endsWith('/popup') || SEPARATE_READS.some((re) => re.test(pathOf(path))),
    );
    expect(firstScreen, after.apiGets.join('\n')).toEqual([]);
    expect(after.scripts, 'scripts loaded after the click').toEqual([]);
    await page.screenshot({ path: '/tmp/speed-shots/hover-open-1440.png' });
    await page.keyboard.press('Escape');
  });

  it('opens a pasted link with one popup request instead of the five separate reads', async () => {
    const cardId = cardIds[1];
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await fresh.newPage();
    await signInThroughUi(phone, owner.email, TEST_PASSWORD);
    const seen = record(phone);
    await phone.goto(
      `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content_groups/${cardId}`,
    );
    const popup = phone.getByTestId('card-popup');
    await popup.getByText('The brief').waitFor();
    await phone.waitForLoadState('networkidle');
    seen.stop();
    const forCard = seen.apiGets.filter((path) => path.includes(`/content_groups/${cardId}`));
    expect(
      forCard.filter((path) => path.endsWith('/popup')),
      seen.apiGets.join('\n'),
    ).toHaveLength(1);
    for (const re of SEPARATE_READS)
      expect(
        forCard.filter((path) => re.test(pathOf(path))),
        `${re}\n${forCard.join('\n')}`,
      ).toEqual([]);
    await phone.screenshot({ path: '/tmp/speed-shots/link-open-390.png' });
    await fresh.close();
  });

  it('gives each thumbnail its box before it loads (no layout shift)', async () => {
    await page.goto(
      `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content_groups/${cardIds[0]}`,
    );
    const image = page.getByTestId('card-popup').locator('img[src*="thumbnail"], img[src*="small"]').first();
    await image.waitFor({ state: 'attached' });
    const sized = await image.evaluate((img: HTMLImageElement) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    expect(Number(sized.width)).toBeGreaterThan(0);
    expect(Number(sized.height)).toBeGreaterThan(0);
  });
});
