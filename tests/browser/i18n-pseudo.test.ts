/**
 * The pseudo-locale in Chromium (issue 41 "In Chromium … the pseudo-locale shows no unconverted string on those
 * screens"; decisions LN4, PS1, PS2): the build of `vite build --mode pseudo` (web/dist-pseudo, served by
 * tests/support/pseudo-web.ts against the test stack) opens the board, a card's popup, the proofing viewer, the
 * review page and the time report in `en-XA` at 1280 px. Every message from a catalogue is accented and
 * bracketed there, so a word of plain ASCII letters in the visible text, the title or an element's
 * `aria-label`, `title`, `placeholder` or `alt` is text no catalogue gave. Names and user content (the card, stage,
 * board, people, the file, the organization), numbers, dates (the pseudo-locale writes them as English does)
 * and the brand are taken out first. A clipped message loses its closing `]`: the screens' buttons, tabs and
 * headings are checked for it too. Screenshots go to .local/screens/i18n-pseudo/.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, TEST_PASSWORD, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser, signInThroughUi } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { clippedTextsIn } from '../support/catalogues';
import { blackPng } from '../support/images';
import { linkFromMail } from '../support/mail';
import { screenTexts, servePseudoWeb, unconvertedIn, type PseudoWeb } from '../support/pseudo-web';
import { uploadCardContents } from '../support/uploads';
import { LANGUAGE_NAMES } from '../../shared/i18n/languages';
import { accent } from '../../shared/i18n/pseudo';
import type { Reviewer } from '../../shared/schemas/review-links';

const SHOTS = '.local/screens/i18n-pseudo';
const STAGE = 'Entwurf';
const CARD = 'Entwurf card 1';
const FILE = 'look.png';
/** User content and the brand: never pseudo-localized. */
const NAMES: ReadonlyArray<string | RegExp> = [
  CARD,
  STAGE,
  FILE,
  'Kim Lang',
  'Rita Revisora',
  'Greenlight',
  // The languages, each in its own words (the review page's picker lists them all).
  ...Object.values(LANGUAGE_NAMES),
  // The board's name (tests/support/api.ts boardFixture), e-mail addresses, people's initials.
  /Board [0-9a-f]{4}/,
  /[\w.+-]+@[\w.-]+\.\w+/,
  /\b(KL|RR)\b/,
];

describe('the pseudo-locale en-XA on the board, the card popup, the proofing viewer, the review page and the time report', () => {
  let browser: Browser;
  let web: PseudoWeb;
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let reviewLink: URL;

  /** A page at 1280 px signed in as the owner, whose device asks for `en-XA` from the next page on. */
  const signedIn = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    await signInThroughUi(page, owner.email, TEST_PASSWORD, web.url);
    await page.evaluate(() => localStorage.setItem('greenlight.language', 'en-XA'));
    return page;
  };

  /** What `page` shows that is not pseudo-localized, and the buttons, tabs and headings that lost their `]`. */
  const check = async (page: Page, screen: string) => {
    await page.screenshot({ path: `${SHOTS}/${screen}.png` });
    const texts = await screenTexts(page);
    // The page is in the pseudo-locale: its messages are bracketed and padded.
    expect(texts, screen).toMatch(/\[[^\]]*·\]/);
    expect(unconvertedIn(texts, NAMES), screen).toEqual([]);
    expect(await clippedTextsIn(page.locator('body'), 'button, [role="tab"], h1, h2, h3, th, label'), screen).toEqual(
      [],
    );
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    web = await servePseudoWeb(baseUrl());
    browser = await launchBrowser();
    owner = await signedInUser('ps-owner');
    const named = await api('PUT', '/api/v1/users/update_detail', {
      token: owner.token,
      body: { first_name: 'Kim', last_name: 'Lang', language: 'en' },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const board = await clientBoardFixture(owner, STAGE, 1, [], { requireApproval: true });
    workspaceId = board.workspaceId;
    cardId = board.cardIds[0]!;
    const stage = `/api/v1/workspaces/${workspaceId}/stages/${board.stageId}`;
    const timed = await api('PUT', stage, { token: owner.token, body: { enable_timestamp: true } });
    expect(timed.status, JSON.stringify(timed.body)).toBe(200);
    const card = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: blackPng(800, 600), type: 'image/png', filename: FILE },
    ]);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    // An hour and a half, ending an hour ago and in this month (the time report's opening range).
    const at = (ms: number) => ({ 'x-greenlight-clock': new Date(ms).toISOString() });
    const now = Date.now();
    const from = Math.max(now - 150 * 60_000, new Date(new Date(now).setUTCDate(1)).setUTCHours(0, 0, 0, 0));
    expect((await api('POST', `${card}/timestamps/start`, { token: owner.token, headers: at(from) })).status).toBe(201);
    expect(
      (await api('POST', `${card}/timestamps/stop`, { token: owner.token, headers: at(from + 90 * 60_000) })).status,
    ).toBe(200);
    // Submitted for approval, with a reviewer invited by e-mail: the popup shows the round, the review page opens.
    const submitted = await api('POST', `${card}/approved_content_group_stages?stage_id=${board.stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBeLessThan(300);
    const email = `ps-${Date.now()}@client.example`;
    const invited = await api<Reviewer>('POST', `${card}/reviewers`, {
      token: owner.token,
      body: { email, name: 'Rita Revisora', language: 'en' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    reviewLink = await linkFromMail(email, /review/);
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const cardPath = () =>
    `/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-entwurf-card-1`;

  it('shows the board with nothing unconverted', async () => {
    const page = await signedIn();
    await page.goto(`${web.url}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`);
    await page.getByTestId('board').getByText(CARD, { exact: true }).waitFor();
    // The workspace top bar's avatar stack, named from the `workspace` catalogue (decisions PS3).
    await page.getByTestId('member-avatars').waitFor();
    await check(page, 'board');
    // The sidebar's other modes: the organization sections' titles, links and empty states.
    for (const mode of ['personal', 'shared', 'business']) {
      await page.locator(`[role="tab"][id$="-tab-${mode}"]`).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { level: 2 }).waitFor();
      if (mode === 'business') await panel.getByRole('button').first().waitFor();
      await check(page, `board-sidebar-${mode}`);
    }
    await page.context().close();
  });

  it('shows the card popup and the proofing viewer with nothing unconverted', async () => {
    const page = await signedIn();
    await page.goto(`${web.url}${cardPath()}`);
    const popup = page.getByTestId('card-popup');
    await popup.getByRole('heading', { name: CARD }).waitFor();
    const contents = popup.getByTestId('card-contents');
    await contents.getByRole('button', { name: new RegExp(`^\\[${accent('Show')} look\\.png`) }).waitFor();
    await check(page, 'card-popup');

    await contents.getByRole('button', { name: new RegExp(`^\\[${accent('Show')} look\\.png`) }).click();
    await contents.getByRole('button', { name: new RegExp(`^\\[${accent('Open preview of')} look\\.png`) }).click();
    await page
      .getByTestId('content-preview')
      .getByRole('button', { name: new RegExp(`^\\[${accent('Proofing view')}`) })
      .click();
    await page.getByTestId('proofing-viewer').getByTestId('threads').waitFor();
    await check(page, 'proofing');
    await page.context().close();
  });

  it('shows the time report with nothing unconverted', async () => {
    const page = await signedIn();
    await page.goto(`${web.url}/organizations/${owner.personalOrganizationId}/reports/time`);
    await page.getByRole('link', { name: CARD }).first().waitFor();
    await check(page, 'time-report');
    await page.context().close();
  });

  it('shows the review page with nothing unconverted', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const link = new URL(`${reviewLink.pathname}${reviewLink.search}`, web.url);
    link.searchParams.set('lang', 'en-XA');
    await page.goto(link.href);
    await page.getByRole('heading', { level: 1, name: CARD, exact: true }).waitFor();
    await page.getByRole('img', { name: FILE, exact: true }).waitFor();
    await check(page, 'review');
    await context.close();
  });
});
