/**
 * The card popup in German, in Chromium (issue 41 "every string a person reads comes from the catalogues";
 * decisions LC1–LC4): a user whose stored `language` is German opens a card by its link at 1280 px. In the
 * header, the details sidebar, the description and the comment tabs no English message of the `card`
 * catalogue is left (visible text, aria-label, title; the card's and stages' names taken out first), the
 * German labels are there, the due date is written the German way ("24. Dez. 2030, 15:30"), and the date
 * picker, the settings menu, the Copy Card panel and the recycle-bin confirmation speak German. At 390 px
 * the Info tab shows the German sidebar. Screenshots go to /tmp/i18n-card-de-{1280,390}*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser, signedInPage } from '../support/browser';
import {
  clippedTextsIn,
  catalogue as catalogueOf,
  englishOnlyMessages,
  makeGermanReader,
  englishIn as englishWordsIn,
  textsOf as textsIn,
} from '../support/catalogues';
import { seriousAxeViolations } from '../support/axe';

const catalogue = (language: string) => catalogueOf(language, 'card');
const DE = catalogue('de');
/** The English messages with no arguments that German words differently: none may show in German. */
const ENGLISH = englishOnlyMessages('card');

/** User content in the popup: the card's and the stages' names. */
const NAMES = ['Entwurf card 1', 'Entwurf', 'Kunde'];

/** Every text and accessible label inside `root`, names taken out, one string. */
const textsOf = (root: Locator) => textsIn(root, NAMES);

/** The English messages found in `text`. */
const englishIn = (text: string) => englishWordsIn(text, ENGLISH);

describe('the card popup in German', () => {
  let browser: Browser;
  let user: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  const cardUrl = () =>
    `${baseUrl()}/organizations/${user.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-entwurf-card-1`;

  /** A signed-in page at `width` with the card's popup open. */
  const openCard = async (width: number): Promise<Page> => {
    const page = await signedInPage(browser, user.email, width);
    await page.goto(cardUrl());
    await page.getByTestId('card-popup').getByRole('heading', { name: 'Entwurf card 1' }).waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await signedInUser('i18n-card');
    const fixture = await boardFixture(user, ['Entwurf', 'Kunde'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0]!.cardIds[0]!;
    const due = await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, {
      token: user.token,
      body: { due_date: '2030-12-24T15:30:00.000Z', reminder_in_day: 2 },
    });
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    await makeGermanReader(user.token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the header, details, description and comment tabs in German at 1280 px, with no English left', async () => {
    const page = await openCard(1280);
    const popup = page.getByTestId('card-popup');
    const details = popup.getByRole('complementary', { name: DE['layout.details']!, exact: true });
    await details.getByText(DE['details.startDate']!, { exact: true }).waitFor();
    for (const key of ['details.stage', 'details.dueDate', 'details.reminder', 'details.labels', 'details.timeSpent']) {
      await details.getByText(DE[key]!, { exact: true }).first().waitFor();
    }
    await popup.getByRole('heading', { name: 'Beschreibung', exact: true }).waitFor();
    await popup
      .getByText('Noch keine Beschreibung. Doppelklicken Sie oder nutzen Sie Bearbeiten, um eine hinzuzufügen.')
      .waitFor();
    await popup.getByRole('tab', { name: 'Gäste', exact: true }).waitFor();
    // The due date the German way, the reminder as a German plural.
    await popup.getByTestId('card-due-date').getByText('24. Dez. 2030, 15:30', { exact: true }).waitFor();
    expect(await popup.getByTestId('card-reminder').getByRole('combobox').inputValue()).toBe('2');
    await popup
      .getByTestId('card-reminder')
      .getByRole('option', { name: '2 Tage vorher', exact: true })
      .waitFor({ state: 'attached' });

    const regions = [
      popup.locator('header'),
      details,
      popup.getByTestId('card-description'),
      popup.getByTestId('card-comments').getByRole('tablist'),
    ];
    for (const region of regions) {
      const text = await textsOf(region);
      expect(englishIn(text), text).toEqual([]);
    }
    // The German popup is as accessible as the English one (issue 41 "axe finds no serious violation").
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-card-de-1280.png' });

    // The date picker.
    await details.getByRole('button', { name: 'Startdatum festlegen', exact: true }).click();
    await details.getByText('Kein Datum gewählt', { exact: true }).waitFor();
    await details.getByRole('textbox', { name: 'Startdatum', exact: true }).fill('2030-12-01T09:00');
    await details.getByText('1. Dez. 2030, 09:00', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Übernehmen', exact: true }).waitFor();
    expect(englishIn(await textsOf(details))).toEqual([]);
    await details.getByRole('button', { name: 'Abbrechen', exact: true }).click();

    // The settings menu and its dialogs.
    await popup.getByRole('button', { name: 'Karteneinstellungen', exact: true }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Kopieren', 'Wiederholen', 'Archivieren', 'In den Papierkorb verschieben']) {
      await menu.getByRole('menuitem', { name: item, exact: true }).waitFor();
    }
    expect(englishIn(await textsOf(menu))).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Kopieren', exact: true }).click();
    const panel = page.getByTestId('copy-card-panel');
    await panel.getByRole('heading', { name: 'Karte kopieren', exact: true }).waitFor();
    await panel.getByLabel('Anzahl der Kopien', { exact: true }).waitFor();
    await expect.poll(() => panel.getByTestId('copy-card-loading').count()).toBe(0);
    await page.screenshot({ path: '/tmp/i18n-card-de-1280-copy.png' });
    expect(englishIn(await textsOf(panel))).toEqual([]);
    await panel.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await panel.waitFor({ state: 'detached' });

    await popup.getByRole('button', { name: 'Karteneinstellungen', exact: true }).click();
    await page.getByRole('menuitem', { name: 'In den Papierkorb verschieben', exact: true }).click();
    const confirm = page.getByTestId('bin-confirm');
    await confirm.getByText(DE['bin.question']!, { exact: true }).waitFor();
    await confirm.getByRole('checkbox', { name: DE['bin.dontAsk']!, exact: true }).waitFor({ state: 'attached' });
    expect(englishIn(await textsOf(confirm))).toEqual([]);
    await page.context().close();
  });

  it('shows the Info tab in German at 390 px (screenshot)', async () => {
    const page = await openCard(390);
    const popup = page.getByTestId('card-popup');
    await popup.getByRole('tab', { name: 'Info', exact: true }).click();
    const details = popup.getByRole('complementary', { name: DE['layout.details']!, exact: true });
    await details.getByText(DE['details.dueDate']!, { exact: true }).waitFor();
    await popup.getByRole('tab', { name: 'Inhalt', exact: true }).waitFor();
    expect(englishIn(await textsOf(details))).toEqual([]);
    expect(englishIn(await textsOf(popup.getByRole('tablist').first()))).toEqual([]);
    // Nothing in the sidebar is wider than the phone.
    const wide = await details.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, span, select')]
        .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > window.innerWidth + 1)
        .map((n) => n.innerText),
    );
    expect(wide).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-card-de-390.png' });
    await page.context().close();
  });

  it.each([1280, 1440, 390])(
    'fits the German popup at %i px: no button, tab, heading, label or menu item clips',
    async (width) => {
      const page = await openCard(width);
      const popup = page.getByTestId('card-popup');
      await popup.getByRole('heading', { name: 'Entwurf card 1' }).waitFor();
      // On a phone the settings sit in the Info tab.
      if (width === 390) await popup.getByRole('tab', { name: 'Info', exact: true }).click();
      await popup.getByRole('button', { name: 'Karteneinstellungen', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Kopieren', exact: true }).waitFor();
      await page.screenshot({ path: `/tmp/i18n-card-de-${width}-menu.png` });
      expect(
        await clippedTextsIn(page.locator('body'), 'button, [role="tab"], [role="menuitem"], h2, h3, label'),
      ).toEqual([]);
      await page.context().close();
    },
  );
});
