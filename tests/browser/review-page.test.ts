/**
 * The review page, in Chromium (issue 37 "Review by link, no password"; decisions RP1–RP6): a card in a
 * client-approval stage with an image is submitted and a reviewer invited by e-mail; the e-mailed link,
 * opened in a fresh browser with no session, shows the card's name and image, takes the token out of the
 * address, posts a comment and approves; the team then reads the card approved and the comment marked
 * Reviewer. At 390 px the page does not scroll sideways; a revoked link shows only the "no longer valid"
 * message. Screenshots at 1280 and 390 px go to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { blackPng } from '../support/images';
import { linkFromMail } from '../support/mail';
import { uploadCardContents } from '../support/uploads';
import type { Comment } from '../../shared/schemas/comments';
import type { Reviewer } from '../../shared/schemas/review-links';

const INVALID = 'This review link is no longer valid. Ask the agency for a new one.';
const CARD_NAME = 'Client Review card 1';

describe('the review page', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let cardPath: string;
  let reviewLink: string;
  const email = `rp-${Date.now()}@client.example`;

  /** A page in a new browser context: no cookies, storage or session of anyone. */
  const freshPage = async (width: number): Promise<Page> =>
    (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('rp-owner');
    const board = await clientBoardFixture(owner, 'Client Review', 1, []);
    const stage = await api('PUT', `/api/v1/workspaces/${board.workspaceId}/stages/${board.stageId}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(200);
    const cardId = board.cardIds[0]!;
    cardPath = `/api/v1/workspaces/${board.workspaceId}/content_groups/${cardId}`;
    const uploaded = await uploadCardContents(owner.token, board.workspaceId, cardId, [
      { bytes: blackPng(800, 600), type: 'image/png', filename: 'poster.png' },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const submitted = await api('POST', `${cardPath}/approved_content_group_stages?stage_id=${board.stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const invited = await api<Reviewer>('POST', `${cardPath}/reviewers`, {
      token: owner.token,
      body: { email, name: 'Rita Reviewer' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const link = await linkFromMail(email, /asks you to review/);
    expect(link.pathname).toMatch(/^\/review\/[A-Za-z0-9_-]{43}$/);
    reviewLink = `${baseUrl()}${link.pathname}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens the link without signing in, shows the card and image, comments and approves', async () => {
    const page = await freshPage(1280);
    await page.goto(reviewLink);
    await page.getByRole('heading', { level: 1, name: CARD_NAME, exact: true }).waitFor();
    // The token has left the address bar; the page sends no Referer.
    expect(new URL(page.url()).pathname).toBe('/review');
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    // No workspace UI.
    expect(await page.getByTestId('notifications-bell').count()).toBe(0);
    const image = page.getByRole('img', { name: 'poster.png', exact: true });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect((await image.boundingBox())!.width).toBeGreaterThanOrEqual(400);
    await page.screenshot({ path: '.shots/review-page-1280.png', fullPage: true });

    await page.getByLabel('Add a comment', { exact: true }).fill('Lovely colours <b>really</b>');
    await page.getByRole('button', { name: 'Post comment', exact: true }).click();
    const comments = page.getByRole('list', { name: 'Comments', exact: true });
    const mine = comments.getByRole('listitem').filter({ hasText: 'Lovely colours <b>really</b>' });
    await mine.waitFor();
    expect(await mine.getByText('Reviewer', { exact: true }).count()).toBe(1);
    expect(await mine.getByText('Rita Reviewer', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Approved — thank you', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    // The team sees the stage approved and the reviewer's comment under their name.
    const card = await api<{ stage: { status: string } }>('GET', cardPath, { token: owner.token });
    expect(card.body.data.stage.status).toBe('approved');
    const guest = await api<{ comments: Comment[] }>('GET', `${cardPath}/comments?chat_status=guest`, {
      token: owner.token,
    });
    const posted = guest.body.data.comments.find((c) => c.description.includes('Lovely colours'));
    expect(posted?.user).toMatchObject({ full_name: 'Rita Reviewer', reviewer: true });
    expect(posted?.description).toContain('&lt;b&gt;really&lt;/b&gt;');

    // A reload keeps this tab's session, at /review.
    await page.reload();
    await page.getByText('Approved — thank you', { exact: true }).waitFor();
  });

  it('fits a phone, and a revoked link shows only that it is no longer valid', async () => {
    const page = await freshPage(390);
    await page.goto(reviewLink);
    await page.getByRole('heading', { level: 1, name: CARD_NAME, exact: true }).waitFor();
    await page.getByRole('img', { name: 'poster.png', exact: true }).waitFor();
    await page.getByText('Lovely colours', { exact: false }).waitFor();
    // The approval reads as an event under the reviewer's name, not as an empty comment.
    const event = page
      .getByRole('list', { name: 'Comments', exact: true })
      .getByRole('listitem')
      .filter({ hasText: 'Approved' });
    await event.getByText('Rita Reviewer', { exact: true }).waitFor();
    await page.screenshot({ path: '.shots/review-page-390.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const reviewers = await api<{ reviewers: Reviewer[] }>('GET', `${cardPath}/reviewers`, { token: owner.token });
    const rita = reviewers.body.data.reviewers.find((r) => r.email === email)!;
    expect((await api('DELETE', `${cardPath}/reviewers/${rita.id}`, { token: owner.token })).status).toBe(204);

    // The open page's session is refused on its next call (a reload).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: INVALID, exact: true }).waitFor();
    // The link itself, in a fresh browser: the message and nothing else.
    const fresh = await freshPage(1280);
    await fresh.goto(reviewLink);
    await fresh.getByRole('heading', { level: 1, name: INVALID, exact: true }).waitFor();
    expect((await fresh.locator('main').innerText()).trim()).toBe(INVALID);
    expect(await fresh.getByRole('img').count()).toBe(0);
    expect(new URL(fresh.url()).pathname).toBe('/review');
  });
});
