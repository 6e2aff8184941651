/**
 * The whole review by link with pins, in Chromium at 390 px (touch) and at 1280 px (mouse) (issue 37 "the team
 * invites a reviewer; the link is opened from the mail viewer in a fresh browser with no session; the reviewer
 * pins, comments and approves; the team sees 'Approved' by that reviewer. The same at 390 px"; decisions L1–L4):
 * the team invites from the card popup's Reviewers part; the link is read from the captured e-mail and opened
 * in a new context; the lean review page (review.html, no app) loads; a tap or click on the artwork places a
 * pin, its comment is posted and the pin shows as "Pin 1" where it was placed; zoom works by buttons, keys and
 * (at 390) a two-finger pinch; Approve; the team's Reviewers part reads "Approved …" for that reviewer.
 * Screenshots at 390, 1280, 1366 and 1440 px go to .shots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { blackPng } from '../support/images';
import { linkFromMail } from '../support/mail';
import { uploadCardContents } from '../support/uploads';
import type { Comment } from '../../shared/schemas/comments';

describe('review by link with pins, in Chromium', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];

  const cardPath = (cardId: string) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
  const cardUrl = (cardId: string, n: number) =>
    `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-client-review-card-${n}`;

  /** The team lead invites `name` from the card popup's Reviewers part; the page stays open on the card. */
  const inviteFromCard = async (cardId: string, n: number, name: string, email: string): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInThroughUi(page, lead.email, TEST_PASSWORD);
    await page.goto(cardUrl(cardId, n));
    const part = page.getByTestId('reviewers');
    await part.getByRole('button', { name: 'Invite reviewer', exact: true }).click();
    const form = part.getByRole('form', { name: 'Invite reviewer' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await part.getByRole('listitem').filter({ hasText: name }).getByText('Invited', { exact: true }).waitFor();
    return page;
  };

  /** The e-mailed link, opened in a new context: no cookies, storage or session of anyone. */
  const openLink = async (email: string, width: number, touch: boolean): Promise<Page> => {
    const link = await linkFromMail(email, /asks you to review/);
    expect(link.pathname).toMatch(/^\/review\/[A-Za-z0-9_-]{43}$/);
    const context = await browser.newContext({
      viewport: { width, height: touch ? 844 : 900 },
      ...(touch ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const answer = await page.goto(`${baseUrl()}${link.pathname}`);
    expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The lean page: its own entry, not the app's (no router, no sign-in pages).
    expect(scripts.some((s) => /\/assets\/review-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/(main|app-root|login)-/.test(s))).toBe(false);
    return page;
  };

  /** Waits for the artwork to be decoded and laid out at its fitted size. */
  const artwork = async (page: Page, filename: string) => {
    const image = page.getByRole('img', { name: filename, exact: true });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    return page.getByTestId('review-stage-page').first();
  };

  const guestPins = async (cardId: string) =>
    (
      await api<{ comments: Comment[] }>('GET', `${cardPath(cardId)}/comments?chat_status=guest`, {
        token: lead.token,
      })
    ).body.data.comments.filter((c) => c.anchor);

  const noSidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  beforeAll(async () => {
    browser = await launchBrowser();
    lead = await signedInUser('rpb-lead');
    const board = await clientBoardFixture(lead, 'Client Review', 2, [], { requireApproval: true });
    ({ workspaceId, stageId, cardIds } = board);
    for (const cardId of cardIds) {
      const uploaded = await uploadCardContents(lead.token, workspaceId, cardId, [
        { bytes: blackPng(800, 600), type: 'image/png', filename: 'poster.png' },
      ]);
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const submitted = await api('POST', `${cardPath(cardId)}/approved_content_group_stages?stage_id=${stageId}`, {
        token: lead.token,
        body: { comment: { description: '' } },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 390 px: a tap pins, a pinch and the buttons zoom, the comment posts and the approval reaches the team', async () => {
    const cardId = cardIds[0]!;
    const email = `pin-phone-${Date.now()}@client.example`;
    const team = await inviteFromCard(cardId, 1, 'Paula Phone', email);
    const page = await openLink(email, 390, true);
    const stagePage = await artwork(page, 'poster.png');
    const box = (await stagePage.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);

    // A finger's tap at a quarter across and half down places a pin and opens its box.
    await stagePage.tap({ position: { x: box.width * 0.25, y: box.height * 0.5 } });
    const text = page.getByLabel('Comment on the new pin on poster.png', { exact: true });
    await text.waitFor();
    await text.fill('Move the logo up');
    await expect.poll(() => page.getByRole('button', { name: 'Post pin', exact: true }).isEnabled()).toBe(true);
    // Transitions finished: Amplify's buttons fade from their disabled colour.
    await page.screenshot({ path: '.shots/review-pins-390-placing.png', animations: 'disabled' });
    await page.getByRole('button', { name: 'Post pin', exact: true }).click();
    const pin = page.getByRole('button', { name: 'Pin 1', exact: true });
    await pin.waitFor();
    await expect.poll(() => pin.evaluate((el) => el === document.activeElement)).toBe(true);
    const [posted] = await guestPins(cardId);
    expect(posted!.anchor!.shape).toMatchObject({ type: 'point' });
    const shape = posted!.anchor!.shape as { x: number; y: number };
    expect(shape.x).toBeCloseTo(0.25, 1);
    expect(shape.y).toBeCloseTo(0.5, 1);
    expect(posted!.user).toMatchObject({ full_name: 'Paula Phone', reviewer: true });
    // The pin is drawn where the finger was; tapping it shows its comment.
    const pinBox = (await pin.boundingBox())!;
    expect(Math.abs(pinBox.x + pinBox.width / 2 - (box.x + box.width * 0.25))).toBeLessThan(4);
    await pin.tap();
    await page.getByText('Move the logo up', { exact: true }).first().waitFor();

    // Zoom: the buttons, then a two-finger pinch outwards.
    await page.getByRole('button', { name: 'Zoom in', exact: true }).tap();
    await page.getByText('150 %', { exact: true }).waitFor();
    await expect.poll(async () => (await stagePage.boundingBox())!.width).toBeGreaterThan(box.width * 1.4);
    await page.getByRole('button', { name: 'Fit', exact: true }).tap();
    await page.getByText('100 %', { exact: true }).waitFor();
    const stage = (await page.locator('.review-stage').first().boundingBox())!;
    const cx = stage.x + stage.width / 2;
    const cy = stage.y + Math.min(stage.height, box.height) / 2;
    const cdp = await page.context().newCDPSession(page);
    const fingers = (spread: number) => [
      { x: cx - spread, y: cy, id: 1 },
      { x: cx + spread, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (let spread = 40; spread <= 90; spread += 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect
      .poll(async () => Number((await page.locator('.review-stage__zoom').first().innerText()).replace(/\D/g, '')))
      .toBeGreaterThan(200);
    // A pinch places no pin.
    expect(await page.getByLabel('Comment on the new pin on poster.png', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: '.shots/review-pins-390-zoomed.png' });
    await page.getByRole('button', { name: 'Fit', exact: true }).tap();

    // The comment is in the list, marked as the pin; the page fits the phone.
    const comments = page.getByRole('list', { name: 'Comments', exact: true });
    await comments
      .getByRole('listitem')
      .filter({ hasText: 'Move the logo up' })
      .getByText(/^Pin 1/)
      .waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Approve', exact: true }).tap();
    await page.getByText('Approved — thank you', { exact: true }).waitFor();
    await page.screenshot({ path: '.shots/review-pins-390.png', fullPage: true });

    // The team sees the decision by that reviewer.
    await team.reload();
    await team
      .getByTestId('reviewers')
      .getByRole('listitem')
      .filter({ hasText: 'Paula Phone' })
      .getByText(/(^|· )Approved \d/)
      .waitFor();
    expect(
      (await api<{ stage: { status: string } }>('GET', cardPath(cardId), { token: lead.token })).body.data.stage.status,
    ).toBe('approved');
  });

  it('at 1280 px: a click pins, the keyboard zooms and places a pin, approve; screenshots at 1280, 1366 and 1440', async () => {
    const cardId = cardIds[1]!;
    const email = `pin-desk-${Date.now()}@client.example`;
    const team = await inviteFromCard(cardId, 2, 'Dora Desk', email);
    const page = await openLink(email, 1280, false);
    const stagePage = await artwork(page, 'poster.png');
    const box = (await stagePage.boundingBox())!;

    await stagePage.click({ position: { x: box.width * 0.7, y: box.height * 0.2 } });
    await page.getByLabel('Comment on the new pin on poster.png', { exact: true }).fill('Brighter sky here');
    await page.getByRole('button', { name: 'Post pin', exact: true }).click();
    await page.getByRole('button', { name: 'Pin 1', exact: true }).waitFor();

    // By keyboard: + zooms, − zooms back; Enter places a pin at the centre, → moves it, Enter goes to its box.
    const stage = page.getByRole('group', { name: /^poster\.png:/ });
    await stage.focus();
    await page.keyboard.press('+');
    await page.getByText('150 %', { exact: true }).waitFor();
    await page.keyboard.press('-');
    await page.getByText('100 %', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const text = page.getByLabel('Comment on the new pin on poster.png', { exact: true });
    await expect.poll(() => text.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Centre text is fine');
    await page.getByRole('button', { name: 'Post pin', exact: true }).click();
    await page.getByRole('button', { name: 'Pin 2', exact: true }).waitFor();
    const pins = await guestPins(cardId);
    expect(pins.map((p) => p.annotation_number).sort()).toEqual([1, 2]);
    const second = pins.find((p) => p.annotation_number === 2)!.anchor!.shape as { x: number; y: number };
    expect(second.x).toBeCloseTo(0.55, 1);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Approved — thank you', { exact: true }).waitFor();
    await page.screenshot({ path: '.shots/review-pins-1280.png', fullPage: true });
    await team.reload();
    await team
      .getByTestId('reviewers')
      .getByRole('listitem')
      .filter({ hasText: 'Dora Desk' })
      .getByText(/(^|· )Approved \d/)
      .waitFor();

    // The same page at common laptop widths: nothing clipped or sideways.
    for (const width of [1366, 1440]) {
      const wide = await openLink(email, width, false);
      await artwork(wide, 'poster.png');
      await wide.getByRole('button', { name: 'Pin 2', exact: true }).waitFor();
      await wide.getByText('Approved — thank you', { exact: true }).waitFor();
      expect(await noSidewaysScroll(wide)).toBeLessThanOrEqual(0);
      await wide.screenshot({ path: `.shots/review-pins-${width}.png`, fullPage: true });
    }
  });
});
