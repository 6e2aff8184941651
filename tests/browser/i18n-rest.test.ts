/**
 * The board's list view, the new-card page, the archived cards, the card popup with the minimized-card dock,
 * and the workspace chat in German, in Chromium (issue 41 "every string a person reads comes from the
 * catalogues"; "In Chromium, in Spanish and in German … nothing clips"; decisions MC1–MC5): the owner of a
 * business organization, who reads German, opens the list view, the new-card form, the archived cards, a
 * card (whose minimized neighbour sits in the dock) and the chat at 1280 px. No English message of the
 * `board`, `card`, `common`, `ui`, `chat`, `workspace` or `admin` catalogue is left (visible text, aria-label, title,
 * placeholder; names taken out), the German words are there, and no button, label, heading, link or column
 * title is wider than its box; the admin users and board stages pages likewise (`admin`). At 390 px the list
 * view and the admin users page are photographed
 * (/tmp/i18n-rest-*.png) and the list view is checked the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, scopeFixture, signedInUser, type ScopeFixture, type SignedInUser } from '../support/api';
import { launchBrowser, signedInPage } from '../support/browser';
import {
  clippedTextsIn,
  englishOnlyMessages,
  makeGermanReader,
  englishIn as englishWordsIn,
  textsOf as textsIn,
} from '../support/catalogues';

/** The English messages German words differently, of the namespaces this branch touched: none may show. */
const ENGLISH = [
  ...englishOnlyMessages('board'),
  ...englishOnlyMessages('card'),
  ...englishOnlyMessages('common'),
  ...englishOnlyMessages('ui'),
  ...englishOnlyMessages('chat'),
  ...englishOnlyMessages('workspace'),
  ...englishOnlyMessages('admin'),
];

/** User content: the organization's, workspace's, cards' and person's names. */
const NAMES = ['Qzx Org', 'Qzx', 'Greta Gruber', 'Archivkarte', 'Kleinkarte'];

const textsOf = (root: Locator) => textsIn(root, NAMES);
const englishIn = (text: string) => englishWordsIn(text, ENGLISH);
/** Visible buttons, labels, headings, links, legends and column titles in `root` wider than their box. */
const clipped = (root: Locator) => clippedTextsIn(root, 'button, label, legend, h1, h2, h3, a, th, .amplify-text');

/**
 * The row actions cells (`gl-data-table__actions`) of `table` that do not lie inside its scrolling frame (the
 * table's parent), as their left and right edges: a row's actions stay in view while the table scrolls sideways.
 */
async function actionsOutsideFrame(table: Locator): Promise<Array<{ left: number; right: number }>> {
  const frame = (await table.locator('xpath=..').boundingBox())!;
  const cells = await table
    .locator('td.gl-data-table__actions')
    .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  expect(cells.length).toBeGreaterThan(0);
  return cells.filter((cell) => cell.left < frame.x - 1 || cell.right > frame.x + frame.width + 1);
}

describe('the list view, new-card page, archived cards, card popup, dock and chat in German', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let scope: ScopeFixture;
  const workspaceUrl = (rest: string) =>
    `${baseUrl()}/organizations/${scope.organizationId}/workspaces/${scope.workspaceId}/${rest}`;
  const signedIn = (width: number): Promise<Page> => signedInPage(browser, owner.email, width);

  /** A card of the fixture's stage named `name`; its id. */
  async function card(name: string): Promise<string> {
    const res = await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/content_groups`, {
      token: owner.token,
      body: { name, stage_id: scope.stageId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('i18n-rest', { canCreateOrganization: true });
    scope = await scopeFixture(owner, 'Qzx');
    // An archived card for the archived list, a minimized one for the dock.
    const archived = await card('Archivkarte');
    const toggled = await api('DELETE', `/api/v1/workspaces/${scope.workspaceId}/content_groups/${archived}/archive`, {
      token: owner.token,
    });
    expect(toggled.status, JSON.stringify(toggled.body)).toBeLessThan(300);
    const docked = await api('POST', '/api/v1/minimized_content_groups', {
      token: owner.token,
      body: { workspace_id: scope.workspaceId, content_group_id: await card('Kleinkarte') },
    });
    expect(docked.status, JSON.stringify(docked.body)).toBeLessThan(300);
    await makeGermanReader(owner.token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the list view, the new-card page and the archived cards in German at 1280 px', async () => {
    const page = await signedIn(1280);
    await page.goto(workspaceUrl('list'));
    const list = page.getByTestId('list');
    const table = list.getByRole('table', { name: 'Karten nach Phase', exact: true });
    await table.waitFor();
    for (const column of ['Titel', 'Fälligkeit', 'Labels', 'Unteraufgaben', 'Timer', 'Überarbeitungen']) {
      await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
    }
    await list.getByRole('button', { name: 'Karte C verschieben', exact: true }).waitFor();
    expect(englishIn(await textsOf(list))).toEqual([]);
    expect(await clipped(list)).toEqual([]);
    // The dock at the bottom of every page.
    const dock = page.getByRole('navigation', { name: 'Minimierte Karten', exact: true });
    await dock.getByRole('button', { name: 'Kleinkarte aus den minimierten Karten entfernen', exact: true }).waitFor();
    expect(englishIn(await textsOf(dock))).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-list-1280.png', fullPage: true });

    // The full-page new-card form; an empty title is refused in German.
    await page.goto(workspaceUrl('content_groups/new'));
    const form = page.getByRole('form', { name: 'Neue Karte', exact: true });
    await form.waitFor();
    expect(await form.getByLabel('Titel', { exact: true }).getAttribute('placeholder')).toBe('Kartentitel');
    await form.getByLabel('Phase', { exact: true }).waitFor();
    await form.getByText('Startdatum', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Speichern und weitere Karten anlegen', exact: true }).click();
    await form.getByText('Pflichtfeld', { exact: true }).waitFor();
    await form.getByLabel('Titel', { exact: true }).fill('Neue Idee');
    await form.getByRole('button', { name: 'Speichern und weitere Karten anlegen', exact: true }).click();
    await page.getByText('Karte „Neue Idee“ wurde angelegt.', { exact: true }).first().waitFor();
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Neue Karte', exact: true }).waitFor();
    expect(await page.title()).toBe('Neue Karte · Qzx · Greenlight');
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-new-card-1280.png', fullPage: true });

    // The archived cards: the list, its count and the unarchive confirmation.
    await page.goto(workspaceUrl('archived'));
    await main.getByRole('heading', { level: 1, name: 'Archivierte Karten', exact: true }).waitFor();
    const archivedList = main.getByRole('list', { name: 'Archivierte Karten', exact: true });
    await archivedList.getByRole('link', { name: 'Archivkarte', exact: true }).waitFor();
    await main.getByText('1 archivierte Karte', { exact: true }).waitFor();
    await archivedList.getByRole('button', { name: 'Archivierung von Archivkarte aufheben', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Archivierung der Karte aufheben', exact: true });
    await confirm.getByText('Möchten Sie die Archivierung wirklich aufheben?', { exact: true }).waitFor();
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-archived-1280.png' });
    await page.context().close();
  });

  it('shows a card popup, the minimized dock and the chat in German at 1280 px', async () => {
    const page = await signedIn(1280);
    await page.goto(workspaceUrl('board'));
    await page.getByTestId(`card-${scope.cardId}`).click();
    const popup = page.getByTestId('card-popup');
    await popup.getByRole('button', { name: 'Karte schließen', exact: true }).waitFor();
    await popup.getByRole('region', { name: 'Beschreibung', exact: true }).waitFor();
    expect(englishIn(await textsOf(popup))).toEqual([]);
    expect(await clipped(popup)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-popup-1280.png' });
    await popup.getByRole('button', { name: 'Karte schließen', exact: true }).click();
    await popup.waitFor({ state: 'detached' });

    // The chat: the launcher, the empty conversation, a refused empty message.
    const launcher = page.getByTestId('chat-launcher');
    await launcher.click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByText('Noch keine Nachrichten', { exact: true }).waitFor();
    expect(await panel.getAttribute('aria-label')).toBe('Chat von Qzx');
    await panel.getByRole('button', { name: 'Nachricht senden', exact: true }).click();
    await panel.getByRole('alert').getByText('Bitte schreiben Sie eine Nachricht', { exact: true }).waitFor();
    expect(await panel.getByRole('textbox', { name: 'Nachricht', exact: true }).getAttribute('placeholder')).toBe(
      'Nachricht schreiben',
    );
    await panel.getByRole('button', { name: 'Chat schließen', exact: true }).waitFor();
    expect(englishIn(await textsOf(page.locator('.gl-chat')))).toEqual([]);
    expect(await clipped(page.locator('.gl-chat'))).toEqual([]);
    const dock = page.getByTestId('minimized-dock');
    expect(englishIn(await textsOf(dock))).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-chat-1280.png' });
    await page.context().close();
  });

  it('fits the list view and the admin users page on a 390 px phone', async () => {
    const page = await signedIn(390);
    await page.goto(workspaceUrl('list'));
    const list = page.getByTestId('list');
    await list.getByRole('table', { name: 'Karten nach Phase', exact: true }).waitFor();
    expect(englishIn(await textsOf(list))).toEqual([]);
    expect(await clipped(list)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-list-390.png', fullPage: true });
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/admin/users`);
    const frame = page.getByTestId('admin-users-table');
    await frame
      .getByRole('link', { name: /^Bearbeiten|bearbeiten$/ })
      .first()
      .waitFor();
    // The table scrolls sideways on a phone, but Edit stays in view at its end (decisions SL3).
    expect(await actionsOutsideFrame(frame)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-admin-users-390.png', fullPage: true });
    // So does each stage's Delete on the workspace's stages page.
    await page.goto(workspaceUrl('stages'));
    const stages = page.getByRole('table', { name: /./ }).filter({ has: page.locator('td.gl-data-table__actions') });
    await stages.locator('td.gl-data-table__actions button').first().waitFor();
    expect(await actionsOutsideFrame(stages)).toEqual([]);
    await page.context().close();
  });

  it('shows the admin users and board stages pages in German at 1280 px', async () => {
    const page = await signedIn(1280);
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/admin/users`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Benutzer', exact: true }).waitFor();
    const table = main.getByTestId('admin-users-table');
    for (const column of ['Name', 'E-Mail', 'Rolle in der Organisation', 'Rollen in Workspaces', 'Hinzugefügt']) {
      await table.getByRole('columnheader', { name: column }).waitFor();
    }
    await table.getByText('Inhaber', { exact: true }).waitFor();
    await main.getByRole('link', { name: 'Seite der Berechtigungen', exact: true }).waitFor();
    expect(await page.title()).toBe('Benutzer · Qzx Org · Greenlight');
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-admin-users-1280.png', fullPage: true });

    // Board stages: the table's columns and switches (`ui`) and the add dialog.
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/admin/board-stages`);
    await main.getByRole('heading', { level: 1, name: 'Board-Phasen', exact: true }).waitFor();
    await main.getByRole('columnheader', { name: 'Kundenfreigabe' }).waitFor();
    await main.getByRole('button', { name: 'Board-Phase hinzufügen', exact: true }).click();
    const dialog = page.getByTestId('create-board-stage-dialog');
    await dialog.getByLabel('Name der Phase', { exact: true }).waitFor();
    await dialog.getByText('Freigabe durch Kunden anfordern', { exact: true }).waitFor();
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(englishIn(await textsOf(dialog))).toEqual([]);
    expect(await clipped(dialog)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-board-stages-1280.png' });
    await page.context().close();
  });

  it("names the personal organization in the reader's words on the admin pages, not the server's English", async () => {
    const organizations = await api<Array<{ id: string; organization_type: string }>>('GET', '/api/v1/organizations', {
      token: owner.token,
    });
    const personal = organizations.body.data.find((o) => o.organization_type === 'personal');
    expect(personal, JSON.stringify(organizations.body)).toBeDefined();
    const page = await signedIn(1280);
    const main = page.locator('main');
    await page.goto(`${baseUrl()}/organizations/${personal!.id}/admin/export`);
    await main.getByText('Persönlich: Exportieren Sie Ihre Daten oder importieren Sie einen Export.').waitFor();
    expect(await page.title()).toBe('Export und Import · Persönlich · Greenlight');
    await page.goto(`${baseUrl()}/organizations/${personal!.id}/admin/board-stages`);
    await main.getByRole('heading', { level: 1, name: 'Board-Phasen', exact: true }).waitFor();
    await main.getByText('Persönlich: die Phasen, mit denen jeder neue Workspace beginnt.').waitFor();
    expect(await page.title()).toBe('Board-Phasen · Persönlich · Greenlight');
    expect(await textsOf(main)).not.toContain('My Workspace');
    await page.context().close();
  });
  it('shows Add Multiple Users, its checks and Edit user in German at 1280 px (decisions LV10)', async () => {
    const page = await signedIn(1280);
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/admin/users`);
    const main = page.locator('main');
    await main.getByRole('link', { name: 'Mehrere Benutzer hinzufügen', exact: true }).click();
    const form = main.getByRole('form', { name: 'Mehrere Benutzer hinzufügen', exact: true });
    await form.getByRole('listitem', { name: 'Person 2', exact: true }).waitFor();
    await form.getByLabel('Vorname', { exact: true }).fill('Ana');
    await form.getByRole('button', { name: 'Benutzer hinzufügen', exact: true }).click();
    // The form's own checks speak German: the empty e-mail and the missing workspace and role.
    await expect.poll(() => form.getByText('Pflichtfeld', { exact: true }).count()).toBeGreaterThan(1);
    await form.getByLabel('Workspace für Person 2', { exact: true }).waitFor({ state: 'attached' });
    expect(await page.title()).toBe('Mehrere Benutzer hinzufügen · Greenlight');
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-rest-add-users-1280.png', fullPage: true });

    // The Owner's own Edit page: who they are, and why nothing can change.
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/admin/users/${owner.userId}/edit`);
    await main.getByRole('heading', { level: 1, name: 'Benutzer bearbeiten', exact: true }).waitFor();
    await main.getByTestId('edit-owner').getByText('Inhaber', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Zurück zu den Benutzern', exact: true }).waitFor();
    expect(englishIn(await textsOf(main))).toEqual([]);
    expect(await clipped(main)).toEqual([]);
    await page.context().close();
  });
});
