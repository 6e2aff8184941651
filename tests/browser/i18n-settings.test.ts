/**
 * The workspace settings pages in German and Spanish, in Chromium (issue 41 "every string a person reads comes
 * from the catalogues"; "In Chromium, in Spanish and in German … nothing clips"; decisions MA1–MA6): the owner
 * of a business organization, who reads German, opens the workspace's Users page (members, a pending invitation,
 * the invite form), its Labels (the list and the New label form), its Rules (templates, a rule's words, the
 * editor and what to fix), the organization's Webhooks (empty state, the add form, the secret, an endpoint and
 * its delivery log) and the recycle bin with a binned card, at 1280 px: no English message of the `collaborators`,
 * `labels`, `rules`, `webhooks`, `recycle-bin` or `common` catalogue is left (visible text, aria-label, title,
 * placeholder; names taken out), the German words are there, and no button, label, heading, link or legend is
 * wider than its box. Then the same owner reads Spanish on the Rules and recycle bin pages. At 390 px the Users
 * and Rules pages stay within the phone's width. Screenshots go to /tmp/i18n-settings-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, scopeFixture, signedInUser, type ScopeFixture, type SignedInUser } from '../support/api';
import { launchBrowser, signedInPage } from '../support/browser';
import {
  catalogue,
  clippedTextsIn,
  englishOnlyMessages,
  makeGermanReader,
  englishIn as englishWordsIn,
  textsOf as textsIn,
} from '../support/catalogues';
import { WEBHOOK_EVENT_TYPES } from '../../shared/schemas/webhooks';

/** This branch's namespaces, and `common` that its pages reuse. */
const NAMESPACES = ['collaborators', 'labels', 'rules', 'webhooks', 'recycle-bin', 'common'];

/** The English messages German words differently: none may show to a German reader. */
const ENGLISH = NAMESPACES.flatMap((ns) => englishOnlyMessages(ns));

/** The English messages (no arguments, longer than 3 letters) that Spanish words differently. */
const ENGLISH_NOT_SPANISH = NAMESPACES.flatMap((ns) => {
  const en = catalogue('en', ns);
  const es = catalogue('es', ns);
  return Object.entries(en)
    .filter(([key, text]) => !text.includes('{') && text.length > 3 && es[key] !== text)
    .map(([, text]) => text);
});

/** User content: the organization's, workspace's, card's, label's and people's names, the endpoint's URL. */
const NAMES = [
  'Settings Org',
  'Settings',
  'Greta Gruber',
  'Ines Invited',
  'ines-settings@example.com',
  'Binned card',
  'Farbe Blau',
  'http://localhost:9/greenlight',
  // The event types' technical names, shown beside their words as the API spells them.
  ...WEBHOOK_EVENT_TYPES,
];

const textsOf = (root: Locator) => textsIn(root, NAMES);

/** Visible buttons, labels, headings, links and legends in `root` whose text is wider than their box. */
const clipped = (root: Locator) => clippedTextsIn(root, 'button, label, legend, h1, h2, h3, a, summary, th');

/** Visible elements in `root` that reach past the window's right edge. */
async function pastTheEdge(root: Locator): Promise<string[]> {
  return root.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('button, a, label, legend, h1, h2, h3, p, select, input')]
      .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > window.innerWidth + 1)
      .map((n) => n.innerText || n.getAttribute('aria-label') || n.tagName),
  );
}

describe('the workspace settings pages in German and Spanish', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let scope: ScopeFixture;

  const workspacePage = (page: string) =>
    `${baseUrl()}/organizations/${scope.organizationId}/workspaces/${scope.workspaceId}/${page}`;
  const setLanguage = async (language: 'de' | 'es') => {
    const res = await api('PUT', '/api/v1/users/update_detail', {
      token: owner.token,
      body: { first_name: 'Greta', last_name: 'Gruber', language },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  /** No English message of this branch's namespaces in `root`, and nothing clipped. */
  const expectGerman = async (root: Locator) => {
    expect(englishWordsIn(await textsOf(root), ENGLISH)).toEqual([]);
    expect(await clipped(root)).toEqual([]);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await signedInUser('i18n-settings', { canCreateOrganization: true });
    scope = await scopeFixture(owner, 'Settings');
    const invited = await api('POST', `/api/v1/workspaces/${scope.workspaceId}/workspace_users`, {
      token: owner.token,
      body: {
        invited_users: [
          {
            first_name: 'Ines',
            last_name: 'Invited',
            email: 'ines-settings@example.com',
            workspace_role_id: 'approver',
          },
        ],
      },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const second = await api<{ id: string }>('POST', `/api/v1/workspaces/${scope.workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'Binned card', stage_id: scope.stageId },
    });
    const binned = await api(
      'DELETE',
      `/api/v1/workspaces/${scope.workspaceId}/content_groups/${second.body.data.id}`,
      {
        token: owner.token,
      },
    );
    expect(binned.status, JSON.stringify(binned.body)).toBeLessThan(300);
    await makeGermanReader(owner.token);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the Users and Labels pages in German at 1280 px', async () => {
    const page = await signedInPage(browser, owner.email, 1280);
    await page.goto(workspacePage('collaborators'));
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Benutzer', exact: true }).waitFor();
    await main.getByRole('link', { name: 'Zurück zum Workspace', exact: true }).waitFor();
    const members = page.getByTestId('members-table');
    await members.getByText('Inhaber', { exact: true }).waitFor();
    await members.getByText('(Sie)', { exact: true }).waitFor();
    const invited = page.getByTestId('invited-table');
    await invited.getByText('Eingeladen', { exact: true }).waitFor();
    await invited.getByText('Freigeber', { exact: true }).waitFor();
    await invited.getByRole('button', { name: 'Einladung an ines-settings@example.com zurückziehen' }).waitFor();
    const form = page.getByTestId('invite-form');
    await form.getByLabel('Vorname', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Weitere Person', exact: true }).click();
    await form.getByRole('button', { name: 'Person 2 entfernen', exact: true }).waitFor();
    expect(await page.title()).toBe('Benutzer · Settings · Greenlight');
    await expectGerman(main);
    await page.screenshot({ path: '/tmp/i18n-settings-users-1280.png', fullPage: true });

    await page.goto(workspacePage('labels'));
    await main.getByRole('heading', { level: 1, name: 'Labels', exact: true }).waitFor();
    const list = page.getByTestId('label-list');
    await list.getByRole('button', { name: 'Label L bearbeiten', exact: true }).waitFor();
    await expectGerman(main);
    await main.getByRole('button', { name: 'Neues Label', exact: true }).click();
    const labelForm = page.getByTestId('label-form');
    await labelForm.getByLabel('Name des Labels', { exact: false }).fill('Farbe Blau');
    await labelForm.getByRole('button', { name: 'Label anlegen', exact: true }).waitFor();
    await labelForm.getByText('Vorschau', { exact: true }).waitFor();
    await expectGerman(main);
    await page.screenshot({ path: '/tmp/i18n-settings-labels-1280.png', fullPage: true });
    await page.context().close();
  });

  it('shows the Rules page, a rule and the editor in German at 1280 px', async () => {
    const page = await signedInPage(browser, owner.email, 1280);
    await page.goto(workspacePage('rules'));
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Regeln', exact: true }).waitFor();
    await main.getByRole('heading', { level: 2, name: 'Aus einer Vorlage hinzufügen', exact: true }).waitFor();
    await main.getByText('Noch keine Regeln.', { exact: false }).waitFor();
    // A template adds a rule named in German, described in one German sentence.
    await main.getByRole('button', { name: /^Wenn Änderungen angefordert werden/ }).click();
    const rule = main.getByRole('listitem', { name: 'Zurück bei Änderungswunsch', exact: true });
    await rule
      .getByText(
        'In einer beliebigen Phase werden Änderungen angefordert: in die vorige Phase verschieben, dann die Beteiligten der Karte benachrichtigen.',
        { exact: true },
      )
      .waitFor();
    await rule.getByRole('button', { name: 'Ausführungsprotokoll', exact: true }).click();
    await rule.getByText('Noch keine Ausführungen.', { exact: true }).waitFor();
    await expectGerman(main);

    // The editor: its fields and what to fix, in German.
    await main.getByRole('button', { name: 'Neue Regel', exact: true }).click();
    const editor = main.locator('section.gl-rule-editor');
    await editor.getByRole('heading', { name: 'Neue Regel', exact: true }).waitFor();
    await editor.getByRole('button', { name: 'Aktion hinzufügen', exact: true }).click();
    await editor.getByRole('button', { name: 'Bedingung hinzufügen', exact: true }).click();
    await editor.getByRole('button', { name: 'Regel anlegen', exact: true }).click();
    await editor.getByText('Korrigieren Sie die markierten Angaben und speichern Sie erneut.').waitFor();
    await editor.getByText('Geben Sie der Regel einen Namen.').waitFor();
    expect(await editor.getByLabel('Auslöser', { exact: true }).locator('option').first().innerText()).toBe(
      'Eine Karte kommt in eine Phase',
    );
    await expectGerman(main);
    await page.screenshot({ path: '/tmp/i18n-settings-rules-1280.png', fullPage: true });
    await page.context().close();
  });

  it('shows the Webhooks page, an endpoint and its delivery log in German at 1280 px', async () => {
    const page = await signedInPage(browser, owner.email, 1280);
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/admin/webhooks`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Webhooks', exact: true }).waitFor();
    await page.getByTestId('webhooks-empty').getByText('Noch keine Webhook-Endpunkte').waitFor();
    await expectGerman(main);

    await page.getByTestId('add-endpoint').click();
    const form = page.getByTestId('webhook-add-form');
    await form.getByLabel('Endpunkt-URL', { exact: false }).fill('http://localhost:9/greenlight');
    await form.getByText('Alle Ereignisse (16)', { exact: true }).click();
    await form.getByText('Änderungen angefordert', { exact: true }).waitFor();
    await expectGerman(main);
    await form.getByRole('button', { name: 'Endpunkt hinzufügen', exact: true }).click();
    const secret = page.getByTestId('webhook-secret');
    await secret.getByText('Kopieren Sie es jetzt: Es wird nicht noch einmal angezeigt.').waitFor();
    await expectGerman(main);
    await secret.getByRole('button', { name: 'Fertig', exact: true }).click();

    const endpoint = page.getByTestId('webhook-endpoint');
    expect(await endpoint.getByTestId('endpoint-state').innerText()).toBe('Aktiv');
    expect(await endpoint.getByTestId('endpoint-event-count').innerText()).toBe('16 Ereignisse');
    await endpoint.getByRole('button', { name: 'Zustellprotokoll anzeigen', exact: true }).click();
    await endpoint.getByText('Noch keine Zustellungen', { exact: true }).waitFor();
    await endpoint
      .getByRole('button', { name: 'Secret von http://localhost:9/greenlight erneuern', exact: true })
      .click();
    await page.getByTestId('rotate-secret-dialog').getByText('Signatur-Secret erneuern').first().waitFor();
    await expectGerman(page.getByTestId('rotate-secret-dialog'));
    await page.getByTestId('rotate-secret-dialog').getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await expectGerman(main);
    await page.screenshot({ path: '/tmp/i18n-settings-webhooks-1280.png', fullPage: true });
    await page.context().close();
  });

  it('shows the recycle bin in German at 1280 px', async () => {
    const page = await signedInPage(browser, owner.email, 1280);
    await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/recycle_bin`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Papierkorb', exact: true }).waitFor();
    await main.getByText('Binned card', { exact: true }).waitFor();
    expect(await page.getByTestId('bin-count').innerText()).toBe('1 Karte im Papierkorb');
    await main.getByText('30 Tage', { exact: true }).waitFor();
    await main.getByRole('button', { name: 'Binned card wiederherstellen', exact: true }).click();
    const confirm = page.getByTestId('bin-action-confirm');
    await confirm.getByText('Diese Karte in ihre ursprüngliche Phase zurücklegen?').waitFor();
    await expectGerman(confirm);
    await confirm.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await expectGerman(main);
    expect(await page.title()).toBe('Papierkorb · Greenlight');
    await page.screenshot({ path: '/tmp/i18n-settings-bin-1280.png', fullPage: true });
    await page.context().close();
  });

  it('shows the Rules page and the recycle bin in Spanish', async () => {
    await setLanguage('es');
    try {
      const page = await signedInPage(browser, owner.email, 1280);
      await page.goto(workspacePage('rules'));
      const main = page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Reglas', exact: true }).waitFor();
      await main.getByRole('button', { name: 'Nueva regla', exact: true }).waitFor();
      await main.getByRole('button', { name: 'Registro de ejecuciones', exact: true }).waitFor();
      expect(englishWordsIn(await textsOf(main), ENGLISH_NOT_SPANISH)).toEqual([]);
      expect(await clipped(main)).toEqual([]);

      await page.goto(`${baseUrl()}/organizations/${scope.organizationId}/recycle_bin`);
      await main.getByRole('heading', { level: 1, name: 'Papelera', exact: true }).waitFor();
      expect(await page.getByTestId('bin-count').innerText()).toBe('1 tarjeta en la papelera');
      expect(englishWordsIn(await textsOf(main), ENGLISH_NOT_SPANISH)).toEqual([]);
      expect(await clipped(main)).toEqual([]);
      await page.screenshot({ path: '/tmp/i18n-settings-bin-es-1280.png', fullPage: true });
      await page.context().close();
    } finally {
      await setLanguage('de');
    }
  });

  it('keeps the Users and Rules pages within a phone in German at 390 px', async () => {
    const page: Page = await signedInPage(browser, owner.email, 390);
    await page.goto(workspacePage('collaborators'));
    const main = page.locator('main');
    await page.getByTestId('invite-form').getByLabel('Vorname', { exact: true }).waitFor();
    expect(await pastTheEdge(main)).toEqual([]);
    await expectGerman(main);
    await page.screenshot({ path: '/tmp/i18n-settings-users-390.png', fullPage: true });

    await page.goto(workspacePage('rules'));
    await main.getByRole('heading', { level: 1, name: 'Regeln', exact: true }).waitFor();
    await main.getByRole('button', { name: 'Neue Regel', exact: true }).click();
    await main.getByRole('button', { name: 'Aktion hinzufügen', exact: true }).click();
    expect(await pastTheEdge(main)).toEqual([]);
    await expectGerman(main);
    await page.screenshot({ path: '/tmp/i18n-settings-rules-390.png', fullPage: true });
    await page.context().close();
  });
});
