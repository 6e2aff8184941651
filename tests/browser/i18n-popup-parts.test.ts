/**
 * The card popup's parts in German, in Chromium (issue 41 "every string a person reads comes from the
 * catalogues … nothing clips"; decisions LQ1–LQ3): a team lead who reads German opens a card of a stage that
 * needs the client's approval. The approval bar, the Reviewers part (a reviewer invited by e-mail, with the
 * Resend and Revoke confirmations), the checklist section (with its delete confirmation), the Submit dialog
 * (Approver checkboxes, "Decide by", reviewers by e-mail and the Invite reviewer form) and, after submitting,
 * the round summary show no English message of the `approvals` and `checklists` catalogues (visible text,
 * aria-label, title; names taken out), show their German labels, and clip nothing at 1280 px; at 390 px the
 * Submit dialog fits the phone. Screenshots go to /tmp/i18n-popup-parts-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { launchBrowser, signedInPage } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import {
  catalogue,
  clippedTextsIn,
  englishOnlyMessages,
  makeGermanReader,
  englishIn as englishWordsIn,
  textsOf as textsIn,
} from '../support/catalogues';

const NAMESPACES = ['approvals', 'checklists'];
/** The English messages with no arguments that German words differently: none may show in German. */
const ENGLISH = NAMESPACES.flatMap(englishOnlyMessages);
const DE = Object.assign({}, ...NAMESPACES.map((ns) => catalogue('de', ns))) as Record<string, string>;

/** User content in the popup: the card's, stage's, list's and people's names. */
const NAMES = ['Kundenfreigabe card 1', 'Kundenfreigabe', 'Freigabeliste', 'Logo prüfen', 'Rita Link'];

/** Every text and accessible label inside `root`, names taken out, one string. */
const textsOf = (root: Locator) => textsIn(root, NAMES);

/** The English messages found in `text`. */
const englishIn = (text: string) => englishWordsIn(text, ENGLISH);

/** Visible buttons, labels, headings, legends and badges inside `root` whose text is wider than their box. */
const clippedIn = (root: Locator) =>
  clippedTextsIn(root, 'button, label, legend, h2, h3, h4, option, .gl-checklist-badge');

/** Asserts `root` shows no English message of the namespaces and clips nothing. */
const expectGerman = async (root: Locator) => {
  const text = await textsOf(root);
  expect(englishIn(text), text).toEqual([]);
  expect(await clippedIn(root)).toEqual([]);
};

describe('the card popup’s approvals and checklists in German', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let client: SignedInUser;
  let workspaceId: string;
  let cardId: string;

  /** A signed-in page at `width` with the card's popup open. */
  const openCard = async (width: number): Promise<Page> => {
    const page = await signedInPage(browser, lead.email, width);
    await page.goto(
      `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-kundenfreigabe-card-1`,
    );
    await page.getByTestId('card-popup').getByRole('heading', { name: 'Kundenfreigabe card 1' }).waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, client] = await Promise.all(['i18n-parts-lead', 'i18n-parts-client'].map((p) => signedInUser(p)));
    ({
      workspaceId,
      cardIds: [cardId],
    } = await clientBoardFixture(lead, 'Kundenfreigabe', 1, [[client, 'approver']], { requireApproval: true }));
    const cardPath = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`;
    const list = await api<{ id: string }>('POST', `${cardPath}/lists`, {
      token: lead.token,
      body: { list: { title: 'Freigabeliste' } },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const item = await api('POST', `${cardPath}/lists/${list.body.data.id}/list_items`, {
      token: lead.token,
      body: { list_item: { description: 'Logo prüfen' } },
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const invited = await api('POST', `${cardPath}/reviewers`, {
      token: lead.token,
      body: { name: 'Rita Link', email: `rita-${Date.now()}@client.example`, expires_in_days: 30 },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    await makeGermanReader(lead.token);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the approval bar, reviewers, checklist, Submit dialog and round in German at 1280 px', async () => {
    const page = await openCard(1280);
    const popup = page.getByTestId('card-popup');
    const bar = popup.getByTestId('approval-bar');
    await bar.getByRole('button', { name: 'Einreichen', exact: true }).waitFor();
    await bar.getByText(DE['state.needsApproval']!, { exact: true }).waitFor();

    // The Reviewers part, with Rita invited.
    const reviewers = popup.getByTestId('reviewers');
    await reviewers.getByRole('heading', { name: 'Prüfer', exact: true }).waitFor();
    await reviewers.getByRole('button', { name: 'Prüfer einladen', exact: true }).waitFor();
    await reviewers.getByRole('listitem').filter({ hasText: 'Rita Link' }).getByText('Eingeladen').waitFor();
    await reviewers.getByRole('button', { name: 'Link von Rita Link widerrufen', exact: true }).waitFor();

    // The checklist section.
    const checklists = popup.locator('#card-checklists');
    await checklists.getByRole('heading', { name: 'Checklisten', exact: true }).waitFor();
    await checklists.getByRole('button', { name: 'Für Gäste ausblenden', exact: true }).waitFor();
    await checklists.getByRole('checkbox', { name: 'Erledigt: Logo prüfen', exact: true }).waitFor();
    await checklists.getByPlaceholder('Eintrag hinzufügen', { exact: true }).waitFor();
    await checklists.getByText('0 %', { exact: true }).waitFor();

    for (const region of [bar, reviewers, checklists]) await expectGerman(region);
    await checklists.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/i18n-popup-parts-1280.png' });

    // The checklist's delete confirmation, with the German plural.
    await checklists.getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirmList = page.getByRole('dialog', { name: 'Liste löschen' });
    await confirmList
      .getByText('„Freigabeliste“ und ihren 1 Eintrag löschen? Dies kann nicht rückgängig gemacht werden.')
      .waitFor();
    await expectGerman(confirmList);
    await confirmList.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await confirmList.waitFor({ state: 'detached' });

    // Resend's confirmation.
    await reviewers.getByRole('button', { name: 'Link von Rita Link erneut senden', exact: true }).click();
    const confirmResend = page.getByTestId('reviewer-confirm');
    await confirmResend.getByRole('heading', { name: 'Link erneut senden', exact: true }).waitFor();
    await expectGerman(confirmResend);
    await confirmResend.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await confirmResend.waitFor({ state: 'detached' });

    // The Submit dialog, with its invite form open.
    await bar.getByRole('button', { name: 'Einreichen', exact: true }).click();
    const dialog = page.getByTestId('approval-dialog');
    await dialog.getByRole('heading', { name: 'Zur Freigabe einreichen', exact: true }).waitFor();
    await dialog.getByText('Um Freigabe bitten', { exact: true }).waitFor();
    await dialog.getByTestId('approval-reviewers').getByRole('checkbox').first().waitFor({ state: 'attached' });
    await dialog.getByLabel('Entscheidung bis', { exact: true }).waitFor();
    await dialog.getByLabel('Notiz an den Kunden (optional)', { exact: true }).waitFor();
    const byEmail = dialog.getByTestId('submit-link-reviewers');
    await byEmail.getByRole('heading', { name: 'Prüfer per E-Mail', exact: true }).waitFor();
    await byEmail.getByRole('listitem').filter({ hasText: 'Rita Link' }).getByText('Eingeladen').waitFor();
    await byEmail.getByRole('button', { name: 'Prüfer einladen', exact: true }).click();
    const form = byEmail.getByRole('form', { name: 'Prüfer einladen' });
    await form.getByLabel('Link gültig für', { exact: true }).waitFor();
    expect(await form.getByLabel('Link gültig für', { exact: true }).locator('option').allInnerTexts()).toEqual([
      '7 Tage',
      '30 Tage',
      '90 Tage',
    ]);
    await form.getByRole('checkbox', { name: 'Code per E-Mail verlangen' }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Einladung senden', exact: true }).waitFor();
    await expectGerman(dialog);
    await page.screenshot({ path: '/tmp/i18n-popup-parts-1280-submit.png' });
    await form.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    // Submitting: the toast, the state, the deadline and the round speak German.
    await dialog.getByRole('button', { name: 'Einreichen', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Zur Freigabe eingereicht.', { exact: true }).first().waitFor();
    await bar.getByText(DE['state.pending']!).waitFor();
    await bar
      .getByTestId('approval-deadline-text')
      .getByText(/^ · Entscheidung bis \S+\., \d+\. \S+$/)
      .waitFor();
    const round = bar.getByTestId('approval-round');
    // The Approver and Rita, who was invited by e-mail, were asked.
    await round.getByText(/^Runde 1 · 0 von \d freigegeben$/).waitFor();
    await round.getByText('Rita Link (Prüfer): Noch nicht entschieden', { exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Einreichung zurückziehen', exact: true }).waitFor();
    await expectGerman(bar);
    await page.screenshot({ path: '/tmp/i18n-popup-parts-1280-round.png' });
    await page.context().close();
  });

  it('withdraws the submission and fits the German Submit dialog on a 390 px phone', async () => {
    const page = await openCard(390);
    const bar = page.getByTestId('card-popup').getByTestId('approval-bar');
    // The card was submitted above: the Void dialog, in German, withdraws it.
    await bar.getByRole('button', { name: 'Einreichung zurückziehen', exact: true }).click();
    const voiding = page.getByTestId('approval-dialog');
    await voiding.getByLabel('Begründung (optional)', { exact: true }).waitFor();
    await expectGerman(voiding);
    await voiding.getByRole('button', { name: 'Einreichung zurückziehen', exact: true }).click();
    await page.getByText('Die Einreichung wurde zurückgezogen.', { exact: true }).first().waitFor();
    await voiding.waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: 'Einreichen', exact: true }).click();
    const dialog = page.getByTestId('approval-dialog');
    await dialog.getByLabel('Entscheidung bis', { exact: true }).waitFor();
    await dialog.getByTestId('submit-link-reviewers').getByRole('listitem').first().waitFor();
    await dialog.getByTestId('approval-reviewers').getByRole('checkbox').first().waitFor({ state: 'attached' });
    await expectGerman(dialog);
    const wide = await dialog.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, label, span, p, h2, h3')]
        .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > window.innerWidth + 1)
        .map((n) => n.innerText),
    );
    expect(wide).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-popup-parts-390-submit.png' });
    await page.context().close();
  });
});
