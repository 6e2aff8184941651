/**
 * The time report, the approval analytics, the app header and the notifications panel in German, in Chromium
 * (issue 41 "In Chromium, in Spanish and in German: … the time report show[s] no English word outside names
 * and user content; nothing clips at 1280 px"; decisions LR1–LR6): a user whose stored `language` is German,
 * with an hour tracked this month and two notices, opens the time report by the header's link at 1280 px.
 * No English message of the `reports`, `header` or `notifications` catalogue is left (visible text,
 * aria-label, title; names taken out), the German labels are there, the report's dates are written the
 * German way, and nothing is wider than its box. The approval analytics show their German empty state, and
 * the bell's panel and the sidebar's mode tabs speak German. At 390 px the header folds its report links
 * into the German "Berichte" menu and nothing clips. The card popup's timer control (opened from the
 * report's card link) starts and stops in German. Screenshots go to /tmp/i18n-reports-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser, signedInPage } from '../support/browser';
import {
  catalogue,
  englishOnlyMessages,
  makeGermanReader,
  englishIn as englishWordsIn,
  textsOf as textsIn,
} from '../support/catalogues';
import { createNotifications } from '../../functions/src/data/notifications';
import { testNotification } from '../support/notifications';
import { seriousAxeViolations } from '../support/axe';

const DE = { reports: catalogue('de', 'reports'), header: catalogue('de', 'header') };
/** The English messages of the three namespaces that German words differently: none may show in German. */
const ENGLISH = [
  ...englishOnlyMessages('reports'),
  ...englishOnlyMessages('header'),
  ...englishOnlyMessages('notifications'),
  ...englishOnlyMessages('time-tracking'),
];

/**
 * User content on these screens: the board's, card's and person's names, the notices' texts. The personal
 * organization's name is not: the report's subtitle words it in the reader's language (decisions PS4).
 */
const NAMES = ['Entwurf card 1', 'Entwurf', 'Greta Gruber', 'Anna hat Entwurf kommentiert', 'Karte freigegeben'];

/** Every text and accessible label inside `root`, names taken out, one string. */
const textsOf = (root: Locator) => textsIn(root, NAMES);
/** The English messages found in `text`. */
const englishIn = (text: string) => englishWordsIn(text, ENGLISH);

/** Buttons, labels, headings, table cells and links in `scope` whose text is wider than their box. */
async function clipped(page: Page, scope: 'main' | '.gl-header'): Promise<string[]> {
  return page.evaluate(
    (root) =>
      [
        ...document.querySelectorAll(
          `${root} button, ${root} label, ${root} h1, ${root} h2, ${root} th, ${root} a, ${root} summary, ${root} option`,
        ),
      ]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => (el as HTMLElement).scrollWidth > (el as HTMLElement).clientWidth + 1)
        .map((el) => (el as HTMLElement).innerText),
    scope,
  );
}

describe('the reports, the header and the notifications in German', () => {
  let browser: Browser;
  let user: SignedInUser;
  let workspaceId: string;

  /** A signed-in page at `width`, on the organization's home. */
  const signedIn = async (width: number): Promise<Page> => {
    const page = await signedInPage(browser, user.email, width);
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('i18n-reports');
    const fixture = await boardFixture(user, ['Entwurf'], 1);
    workspaceId = fixture.workspaceId;
    const stage = fixture.stages[0]!;
    const enabled = await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stage.id}`, {
      token: user.token,
      body: { enable_timestamp: true },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    // An hour and a half, ending an hour ago, so it falls in this month (the report's opening range).
    const card = `/api/v1/workspaces/${workspaceId}/content_groups/${stage.cardIds[0]}`;
    const at = (ms: number) => ({ 'x-greenlight-clock': new Date(ms).toISOString() });
    const now = Date.now();
    const start = now - 150 * 60_000;
    const startOfMonth = new Date(now).setUTCDate(1);
    const from = Math.max(start, new Date(startOfMonth).setUTCHours(0, 0, 0, 0));
    expect((await api('POST', `${card}/timestamps/start`, { token: user.token, headers: at(from) })).status).toBe(201);
    expect(
      (await api('POST', `${card}/timestamps/stop`, { token: user.token, headers: at(from + 90 * 60_000) })).status,
    ).toBe(200);
    const notice = (summary: string, category: 'comments' | 'status') =>
      testNotification(
        { userId: user.userId, summary, category, workspaceId, organizationId: user.personalOrganizationId },
        Date.now() - 60_000,
      );
    await createNotifications([
      notice('Anna hat Entwurf kommentiert', 'comments'),
      notice('Karte freigegeben', 'status'),
    ]);
    await makeGermanReader(user.token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the time report, the analytics, the header and the bell panel in German at 1280 px', async () => {
    const page = await signedIn(1280);
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}`);
    const reportLinks = page.getByRole('navigation', { name: 'Berichte', exact: true });
    await reportLinks.getByRole('link', { name: 'Zeitbericht', exact: true }).click();
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: DE.reports['page.timeTitle']!, exact: true }).waitFor();
    await page.getByTestId('time-table').waitFor();
    await page.locator('[data-testid="time-chart"] .recharts-bar-rectangle').first().waitFor();
    for (const label of ['Zeitraum', 'Workspace', 'Label', 'Stapeln nach']) {
      await main.getByLabel(label, { exact: true }).waitFor();
    }
    await main.getByRole('button', { name: 'CSV exportieren', exact: true }).waitFor();
    await main.getByRole('columnheader', { name: 'Workspace / Karte / Benutzer', exact: true }).waitFor();
    await main.getByRole('rowheader', { name: 'Gesamt', exact: true }).waitFor();
    // 1:30 tracked: h:mm stays, the decimal hours take the German mark, the summary is one German sentence.
    expect(await page.getByTestId('time-total').innerText()).toBe('1:30 (1,50 h)');
    expect(await main.locator('.gl-report-summary').textContent()).toBe(
      'Gesamt: 1:30 (1 Stunde 30 Minuten) auf 1 Karte von 1 Person.',
    );
    // The range's days the German way ("01.12.2026 bis 31.12.2026 · UTC").
    await main.getByText(/^\d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4} · UTC$/).waitFor();
    expect(await page.getByTestId('report-range').locator('option').allInnerTexts()).toEqual([
      'Diese Woche',
      'Letzte Woche',
      'Dieser Monat',
      'Letzter Monat',
      'Benutzerdefiniert',
    ]);
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(englishIn(await textsOf(page.locator('header.gl-header')))).toEqual([]);
    // The German time report is as accessible as the English one (issue 41 "axe finds no serious violation").
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The sidebar's mode tabs.
    const sidebar = page.getByRole('complementary', { name: 'Seitenleiste', exact: true });
    const tabs = sidebar.getByRole('tablist');
    // Its name gains ", 2 ungelesen" once the count arrives.
    await tabs.getByRole('tab', { name: /^Mitteilungen\W.*2 ungelesen$/ }).waitFor();
    for (const tab of ['Persönlich', 'Geteilt', 'Geschäftlich']) {
      await tabs.getByRole('tab', { name: tab, exact: true }).waitFor();
    }
    expect(englishIn(await textsOf(sidebar))).toEqual([]);
    const cutTabs = await sidebar.evaluate((root) =>
      // The label, not the tab: the unread badge sits over the tab's corner on purpose.
      [...root.querySelectorAll<HTMLElement>('.gl-mode-tabs__label')]
        .filter(
          (label) =>
            label.scrollWidth > label.clientWidth + 1 ||
            label.getBoundingClientRect().right > label.parentElement!.getBoundingClientRect().right,
        )
        .map((label) => label.innerText),
    );
    expect(cutTabs).toEqual([]);
    expect(await clipped(page, 'main')).toEqual([]);
    expect(await clipped(page, '.gl-header')).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-reports-time-1280.png', fullPage: true });

    // A custom range too long to report says so in German.
    await page.getByTestId('report-range').selectOption('custom');
    await page.getByTestId('report-from').fill('2020-01-01');
    expect(await page.getByTestId('report-range-problem').innerText()).toBe('Ein Bericht umfasst höchstens 366 Tage.');

    // The approval analytics: German figures' empty state and the waiting list's heading.
    await reportLinks.getByRole('link', { name: 'Freigabeanalyse', exact: true }).click();
    await main.getByRole('heading', { level: 1, name: 'Freigabeanalyse', exact: true }).waitFor();
    await page.getByTestId('approvals-empty').getByText('Keine Freigaben in diesem Zeitraum').waitFor();
    await main.getByRole('heading', { level: 2, name: 'Seit mehr als 3 Tagen beim Kunden', exact: true }).waitFor();
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(page, 'main')).toEqual([]);

    // The bell and its panel.
    const bell = page.getByTestId('notifications-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Benachrichtigungen, 2 ungelesen');
    await bell.click();
    const panel = page.getByRole('region', { name: 'Benachrichtigungsbereich', exact: true });
    await panel.getByText('Anna hat Entwurf kommentiert').waitFor();
    await panel.getByText('2 ungelesen', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Alle als gelesen markieren', exact: true }).waitFor();
    await panel.getByRole('link', { name: 'Alle Benachrichtigungen anzeigen', exact: true }).waitFor();
    expect(await panel.getByRole('list', { name: 'Benachrichtigungen', exact: true }).count()).toBe(1);
    expect(englishIn(await textsOf(panel))).toEqual([]);
    expect(englishIn(await textsOf(page.locator('header.gl-header')))).toEqual([]);
    expect(await clipped(page, '.gl-header')).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-reports-bell-1280.png' });
    await page.context().close();
  });

  it('folds the header into German menus and fits the time report at 390 px', async () => {
    const page = await signedIn(390);
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/reports/time`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Zeitbericht', exact: true }).waitFor();
    await page.getByTestId('time-table').waitFor();
    const header = page.locator('header.gl-header');
    await header.getByRole('button', { name: 'Menü öffnen', exact: true }).waitFor();
    await header.getByRole('link', { name: 'Greenlight-Startseite', exact: true }).waitFor();
    // The report links fold into a menu named in German.
    await header.locator('summary[aria-label="Berichte"]').click();
    await header.locator('.gl-report-menu').getByRole('link', { name: 'Zeitbericht', exact: true }).waitFor();
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(englishIn(await textsOf(header))).toEqual([]);
    expect(await clipped(page, 'main')).toEqual([]);
    // Nothing in the report is wider than the phone.
    const wide = await main.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, label, select, th, h1, h2, p')]
        .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > window.innerWidth + 1)
        .map((n) => n.innerText),
    );
    expect(wide).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-reports-time-390.png', fullPage: true });
    await header.getByRole('button', { name: 'Menü öffnen', exact: true }).click();
    await page.getByRole('complementary', { name: 'Seitenleiste', exact: true }).waitFor();
    await header.getByRole('button', { name: 'Menü schließen', exact: true }).waitFor();
    await page.context().close();
  });

  it("runs the card popup's timer in German", async () => {
    const page = await signedIn(1280);
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/reports/time`);
    await page.getByTestId('time-table').getByRole('link', { name: 'Entwurf card 1', exact: true }).click();
    const control = page.getByTestId('card-popup').getByTestId('timer-control');
    await control.getByText('Meine Zeit', { exact: true }).waitFor();
    await control.getByRole('button', { name: 'Timer starten', exact: true }).click();
    await control.getByRole('button', { name: 'Timer stoppen', exact: true }).click();
    await control.getByRole('button', { name: 'Timer starten', exact: true }).waitFor();
    await page
      .getByTestId('toast')
      .getByText(/^Gestoppt: \d+:\d{2}:\d{2} erfasst, \d+:\d{2}:\d{2} auf dieser Karte$/)
      .waitFor();
    expect(englishIn(await textsOf(control))).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-reports-timer-1280.png' });
    await page.context().close();
  });

  it.each([1440])('fits the German time report and header at %i px', async (width) => {
    const page = await signedIn(width);
    await page.goto(`${baseUrl()}/organizations/${user.personalOrganizationId}/reports/time`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Zeitbericht', exact: true }).waitFor();
    await page.getByTestId('time-table').waitFor();
    await page.locator('[data-testid="time-chart"] .recharts-bar-rectangle').first().waitFor();
    await page.screenshot({ path: `/tmp/i18n-reports-time-${width}.png`, fullPage: true });
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(page, 'main')).toEqual([]);
    expect(await clipped(page, '.gl-header')).toEqual([]);
    await page.context().close();
  });
});
