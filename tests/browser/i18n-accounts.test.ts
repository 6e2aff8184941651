/**
 * The sign-in, registration, profile and organization pages in German and Spanish, in Chromium (issue 41
 * "every string a person reads comes from the catalogues"; "In Chromium, in Spanish and in German … nothing
 * clips"; decisions MB1–MB6). A visitor opens /login?lang=de and /register?lang=de (no account yet: the
 * page takes its language from `?lang=`), submits them empty and sees the spec's messages in German, switches
 * the sign-in page to Spanish with its Language select, and opens /register?lang=es. A German owner of a
 * business organization opens the profile page (every section, the API key and calendar feed sections
 * included), the organization home with its delete confirmation and the organization's dashboard at 1280 px.
 * No English message of the `auth`, `accounts`, `organizations` or `common` catalogue is left (visible
 * text, aria-label, title, placeholder; names taken out), the German or Spanish words are there, and no
 * button, label, heading or link is wider than its box. Signing in from the English sign-in page switches to the
 * user's German at once, without a reload (decisions SL1). Screenshots of the sign-in and profile pages at
 * 390 px go to /tmp/i18n-accounts-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  baseUrl,
  scopeFixture,
  signedInUser,
  TEST_PASSWORD,
  type ScopeFixture,
  type SignedInUser,
} from '../support/api';
import { launchBrowser, signedInPage, signInThroughUi } from '../support/browser';
import {
  catalogue,
  clippedTextsIn,
  englishIn as englishWordsIn,
  makeGermanReader,
  textsOf as textsIn,
} from '../support/catalogues';

const NAMESPACES = ['auth', 'accounts', 'organizations', 'common'];

/**
 * The English messages (no arguments, longer than 3 characters) that `language` words differently, of this
 * branch's namespaces and `common`: none may show on a page in that language.
 */
function englishOnly(language: string): string[] {
  return NAMESPACES.flatMap((namespace) => {
    const en = catalogue('en', namespace);
    const other = catalogue(language, namespace);
    return Object.entries(en)
      .filter(([key, text]) => !text.includes('{') && text.length > 3 && other[key] !== text)
      .map(([, text]) => text);
  });
}
const GERMAN = englishOnly('de');
const SPANISH = englishOnly('es');

/** User content: the organization's, workspace's and person's names, the e-mail address. */
const NAMES = ['Accounts Org', 'Greta Gruber', 'Greta', 'Gruber', '@'];

/** Visible buttons, labels, headings, links, legends and texts in `root` whose text is wider than their box. */
const clipped = (root: Locator) =>
  clippedTextsIn(root, 'button, label, legend, h1, h2, h3, a, .amplify-text, .amplify-radio__label, li');

/** Visible elements in `root` that reach past the window's right edge (their text, else their tag). */
async function pastTheEdge(root: Locator): Promise<string[]> {
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('h1, h2, p, a, button, label, input, select, li, .amplify-text')]
      .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > window.innerWidth + 1)
      .map((n) => n.innerText || n.tagName),
  );
}

describe('the accounts, sign-in and organization pages in German and Spanish', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let scope: ScopeFixture;

  /** A signed-out page at `width` × 900 px, the browser's language English. */
  const visitor = async (width: number): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
    return context.newPage();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('i18n-accounts', { canCreateOrganization: true });
    scope = await scopeFixture(owner, 'Accounts');
    await makeGermanReader(owner.token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the sign-in page in German from ?lang=de, its messages too, and switches to Spanish', async () => {
    const page = await visitor(1280);
    await page.goto(`${baseUrl()}/login?lang=de`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Anmelden', exact: true }).waitFor();
    await main.getByRole('link', { name: 'Passwort vergessen?', exact: true }).waitFor();
    await main.getByRole('navigation', { name: 'Rechtliches', exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    // The schema's "Required" and the API's "Invalid email or password." in German.
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await main.getByText('Pflichtfeld').first().waitFor();
    await main.getByLabel('E-Mail', { exact: true }).fill(owner.email);
    await main.getByLabel('Passwort', { exact: true }).fill('not-the-password');
    await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await main.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
    const pitch = page.locator('.gl-auth__pitch');
    expect(englishWordsIn(await textsIn(main, NAMES), GERMAN)).toEqual([]);
    expect(englishWordsIn(await textsIn(pitch, NAMES), GERMAN)).toEqual([]);
    expect(await clipped(page.locator('body'))).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-accounts-login-de-1280.png', fullPage: true });

    // The Language select: Spanish at once, and kept on this device.
    await main.getByLabel('Sprache', { exact: true }).selectOption('es');
    await main.getByRole('heading', { level: 1, name: 'Iniciar sesión', exact: true }).waitFor();
    await main.getByRole('link', { name: '¿Olvidaste tu contraseña?', exact: true }).waitFor();
    expect(englishWordsIn(await textsIn(page.locator('body'), NAMES), SPANISH)).toEqual([]);
    await page.goto(`${baseUrl()}/login`);
    await main.getByRole('heading', { level: 1, name: 'Iniciar sesión', exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the registration page in German and in Spanish, with the spec messages in each', async () => {
    const page = await visitor(1280);
    await page.goto(`${baseUrl()}/register?lang=de`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Konto erstellen', exact: true }).waitFor();
    for (const label of ['Vorname', 'Nachname', 'E-Mail', 'Passwort', 'Passwort bestätigen'])
      await main.getByLabel(label, { exact: true }).waitFor();
    await main.getByLabel('E-Mail', { exact: true }).fill('not-an-address');
    await main.getByLabel('Passwort', { exact: true }).fill('abc');
    await main.getByRole('button', { name: 'Konto erstellen', exact: true }).click();
    await main.getByText('Ungültige E-Mail-Adresse').waitFor();
    await main.getByText('Geben Sie mindestens 6 Zeichen ein').waitFor();
    expect(englishWordsIn(await textsIn(page.locator('body'), NAMES), GERMAN)).toEqual([]);
    expect(await clipped(page.locator('body'))).toEqual([]);
    await page.context().close();

    const spanish = await visitor(1280);
    await spanish.goto(`${baseUrl()}/register?lang=es`);
    const esMain = spanish.locator('main');
    await esMain.getByRole('heading', { level: 1, name: 'Crear cuenta', exact: true }).waitFor();
    await esMain.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await esMain.getByText('Obligatorio').first().waitFor();
    await esMain.getByRole('link', { name: 'Inicia sesión', exact: true }).waitFor();
    expect(englishWordsIn(await textsIn(spanish.locator('body'), NAMES), SPANISH)).toEqual([]);
    expect(await clipped(spanish.locator('body'))).toEqual([]);
    await spanish.context().close();
  });

  it('shows the sign-in page at 390 px in German within the phone width', async () => {
    const page = await visitor(390);
    await page.goto(`${baseUrl()}/login?lang=de`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/i18n-accounts-login-de-390.png', fullPage: true });
    expect(await clipped(page.locator('body'))).toEqual([]);
    expect(await pastTheEdge(page.locator('body'))).toEqual([]);
    // Nothing widens the page past the phone (a row that cannot wrap would).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it("switches to a German user's language on signing in from the English sign-in page, with no reload", async () => {
    const page = await visitor(1280);
    await signInThroughUi(page, owner.email, TEST_PASSWORD);
    // The sign-in waits for the German catalogues: the first signed-in screen is German, not English then German.
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    const main = page.locator('main');
    await main.locator('h1').first().waitFor();
    expect(englishWordsIn(await textsIn(page.locator('body'), NAMES), GERMAN)).toEqual([]);
    // Kept on this device: the next page load starts in German too.
    expect(await page.evaluate(() => localStorage.getItem('greenlight.language'))).toBe('de');
    await page.goto(`${baseUrl()}/account/edit`);
    await main.getByRole('heading', { level: 1, name: 'Profil bearbeiten', exact: true }).waitFor();
    await page.context().close();
  });

  it("shows a German user's profile page, organization home and dashboard in German at 1280 px", async () => {
    const page = await signedInPage(browser, owner.email, 1280);
    await page.goto(`${baseUrl()}/account/edit`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Profil bearbeiten', exact: true }).waitFor();
    for (const section of ['Profil', 'Passwort ändern', 'Benachrichtigungen', 'Kalender-Feed', 'API-Schlüssel'])
      await main.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    await main.getByRole('button', { name: 'Feed-URL erstellen', exact: true }).waitFor();
    await main.getByText('Noch keine API-Schlüssel').waitFor();
    await main.getByRole('button', { name: 'Konto löschen', exact: true }).waitFor();
    // The password form's client messages in German.
    await main.getByRole('button', { name: 'Passwort ändern', exact: true }).click();
    await main.getByText('Pflichtfeld').first().waitFor();
    expect(englishWordsIn(await textsIn(main, NAMES), GERMAN)).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-accounts-profile-de-1280.png', fullPage: true });

    // The organization home: rename, dashboard link and the delete confirmation.
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}`);
    await main.getByRole('heading', { level: 1, name: 'Accounts Org', exact: true }).waitFor();
    await main.getByRole('button', { name: 'Accounts Org umbenennen', exact: true }).waitFor();
    expect(await page.title()).toBe('Accounts Org · Greenlight');
    await main.getByRole('button', { name: 'Organisation löschen', exact: true }).click();
    const dialog = page.getByTestId('delete-organization-dialog');
    await dialog
      .getByText('„Accounts Org“ mit allen Workspaces, Phasen und Karten löschen?', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Löschen', exact: true }).waitFor();
    expect(englishWordsIn(await textsIn(dialog, NAMES), GERMAN)).toEqual([]);
    await dialog.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    expect(englishWordsIn(await textsIn(main, NAMES), GERMAN)).toEqual([]);
    expect(await clipped(main)).toEqual([]);

    // The dashboard.
    await main.getByRole('link', { name: 'Dashboard', exact: true }).click();
    const stats = main.getByRole('list', { name: 'Dashboard', exact: true });
    await stats.getByText('Workspaces gesamt', { exact: true }).waitFor();
    await stats.getByText('Überfällige Freigaben', { exact: true }).waitFor();
    await stats.getByText('Benutzer gesamt', { exact: true }).waitFor();
    expect(await page.title()).toBe('Dashboard · Accounts Org · Greenlight');
    expect(englishWordsIn(await textsIn(main, NAMES), GERMAN)).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-accounts-dashboard-de-1280.png', fullPage: true });
    await page.context().close();
  });

  it("shows a German user's profile page at 390 px within the phone width", async () => {
    const page = await signedInPage(browser, owner.email, 390);
    await page.goto(`${baseUrl()}/account/edit`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Profil bearbeiten', exact: true }).waitFor();
    await main.getByRole('button', { name: 'Feed-URL erstellen', exact: true }).waitFor();
    await main.getByText('Noch keine API-Schlüssel').waitFor();
    await page.screenshot({ path: '/tmp/i18n-accounts-profile-de-390.png', fullPage: true });
    expect(await clipped(main)).toEqual([]);
    expect(await pastTheEdge(main)).toEqual([]);
    await page.context().close();
  });
});
