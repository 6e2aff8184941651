/**
 * The review page in Spanish, German and French, in Chromium (issue 41 "In Chromium, in Spanish and in German:
 * … the review page … show no English word outside names and user content; nothing clips; axe finds no serious
 * violation"; decisions LN3, LN7, FR1): a reviewer invited in German opens the e-mailed link (which carries
 * `?lang=de`) in a browser whose own language is English, then switches to Español, then to Français on the
 * page. At 1280 and 390 px: no English word of the catalogues on screen, nothing wider than its box, no serious
 * axe finding.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import { blackPng } from '../support/images';
import { linkFromMail, mailTo } from '../support/mail';
import { uploadCardContents } from '../support/uploads';
import { seriousAxeViolations } from '../support/axe';
import type { Reviewer } from '../../shared/schemas/review-links';

const CARD_NAME = 'Client Review card 1';
// The team member's name ("Test rpl-owner") is user content too.
const NAMES = [
  CARD_NAME,
  'Test rpl-owner',
  'Rita Revisora',
  'poster.png',
  'English',
  'Español',
  'Deutsch',
  'Français',
  'Greenlight',
];

const catalogue = (lng: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../shared/i18n/locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
/** Words of the English review page messages (arguments and ICU syntax left out) that no translation uses. */
function englishOnlyWords(): Set<string> {
  const words = (lng: string) =>
    ['review', 'common']
      .flatMap((ns) => Object.values(catalogue(lng, ns)))
      .join(' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .match(/\p{L}{3,}/gu)!
      .map((w) => w.toLowerCase());
  const translated = new Set([...words('es'), ...words('de'), ...words('fr')]);
  return new Set(words('en').filter((w) => !translated.has(w)));
}

/** The page's visible text without names and user content, and the English words found in it. */
async function englishOn(page: Page): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const name of NAMES) text = text.split(name).join(' ');
  const english = englishOnlyWords();
  return [...new Set((text.match(/\p{L}{3,}/gu) ?? []).filter((w) => english.has(w.toLowerCase())))];
}

/** Buttons, labels, headings and badges whose text is wider than their box (clipped or overflowing). */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main button, main label, main h1, main h2, main .amplify-badge, main a')]
      .filter((el) => (el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1)
      .map((el) => (el as HTMLElement).innerText),
  );
}

describe('the review page in Spanish, German and French', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let link: string;
  const email = `rpl-${Date.now()}@client.example`;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('rpl-owner');
    const board = await clientBoardFixture(owner, 'Client Review', 1, []);
    await api('PUT', `/api/v1/workspaces/${board.workspaceId}/stages/${board.stageId}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const cardId = board.cardIds[0]!;
    const cardPath = `/api/v1/workspaces/${board.workspaceId}/content_groups/${cardId}`;
    await uploadCardContents(owner.token, board.workspaceId, cardId, [
      { bytes: blackPng(800, 600), type: 'image/png', filename: 'poster.png' },
    ]);
    await api('POST', `${cardPath}/approved_content_group_stages?stage_id=${board.stageId}`, {
      token: owner.token,
      body: { comment: { description: '' } },
    });
    // The team picks German for this reviewer.
    const invited = await api<Reviewer>('POST', `${cardPath}/reviewers`, {
      token: owner.token,
      body: { email, name: 'Rita Revisora', language: 'de' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail.subject).toMatch(/bittet Sie, „Client Review card 1“ zu prüfen$/);
    const url = await linkFromMail(email, /prüfen/);
    expect(url.searchParams.get('lang')).toBe('de');
    link = `${baseUrl()}${url.pathname}${url.search}`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 1440, 390])(
    'shows German, then Spanish, then French, with no English word, nothing clipped, no serious axe finding at %i px',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: CARD_NAME, exact: true }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Ihre Entscheidung', exact: true }).waitFor();
      await page.getByRole('img', { name: 'poster.png', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await englishOn(page)).toEqual([]);
      expect(await clipped(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `.shots/review-de-${width}.png`, fullPage: true });

      await page.getByLabel('Sprache', { exact: true }).selectOption('es');
      await page.getByRole('heading', { level: 2, name: 'Tu decisión', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByRole('button', { name: 'Pedir cambios', exact: true }).click();
      await page.getByLabel('¿Qué habría que cambiar? (opcional)', { exact: true }).waitFor();
      expect(await englishOn(page)).toEqual([]);
      expect(await clipped(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `.shots/review-es-${width}.png`, fullPage: true });

      await page.getByLabel('Idioma', { exact: true }).selectOption('fr');
      await page.getByRole('heading', { level: 2, name: 'Votre décision', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      // The request form opened in Spanish stays open, now in French (a no-break space before "?", decisions FR1).
      await page.getByLabel('Que faut-il changer\u00a0? (facultatif)', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Envoyer la demande', exact: true }).waitFor();
      expect(await englishOn(page)).toEqual([]);
      expect(await clipped(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: `.shots/review-fr-${width}.png`, fullPage: true });
      await context.close();
    },
  );
});
