/**
 * Comments and the approval badge in German, in Chromium (issue 41 "every string a person reads comes from
 * the catalogues … nothing clips"; decisions LT1–LT5): a team lead who reads German opens a card that waits
 * for the client's approval, posts a Team comment and a reply to it, tries a file comments do not take, and
 * opens Edit and Delete of the reply. The composer (label, placeholder, "Replying to" with the name in bold),
 * the stream (times in the German date-fns form), the buttons, the upload refusal's toast, the edit form and
 * the delete confirmation show no English message of the `comments` catalogue (visible text, aria-label,
 * title, placeholder; names and comment texts taken out) and clip nothing at 1280 px. The Guest tab's
 * approval event, the popup header's badge and the board card's badge say "Eingereicht", with German titles.
 * On a 390 px phone the Team tab fits the screen.
 * Screenshots go to /tmp/i18n-comments-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { api, baseUrl, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, openCommentEditor, signInThroughUi, signedInPage } from '../support/browser';
import { clientBoardFixture } from '../support/client-board';
import {
  catalogue,
  clippedTextsIn,
  englishOnlyMessages,
  makeGermanReader,
  englishIn as englishWordsIn,
  textsOf as textsIn,
} from '../support/catalogues';

/** The English messages with no arguments that German words differently: none may show in German. */
const ENGLISH = englishOnlyMessages('comments');
const DE = catalogue('de', 'comments');
const DE_APPROVALS = catalogue('de', 'approvals');

const CARD = 'Kommentare card 1';
const FIRST = 'Bitte das Logo größer';
const REPLY = 'Ist erledigt';
/** User content in the popup: the card's, stage's and people's names and the comments' texts. */
const NAMES = [CARD, 'Kommentare', 'Greta Gruber', FIRST, REPLY, 'Bitte freigeben'];

/** The English messages found in `root`'s texts and accessible labels. */
const englishIn = async (root: Locator) => englishWordsIn(await textsIn(root, NAMES), ENGLISH);

/** What the comment screens draw whose text could clip: buttons, labels, headings, tabs, badges, times, placeholders. */
const CLIPPABLE =
  'button, label, h2, h3, [role="tab"], .gl-comment-badge, .gl-approval-badge, .gl-comment__time, .gl-comment-editor__placeholder';
const clippedIn = (root: Locator) => clippedTextsIn(root, CLIPPABLE);

/** Asserts `root` shows no English `comments` message and clips nothing. */
const expectGerman = async (root: Locator) => {
  expect(await englishIn(root), await textsIn(root, NAMES)).toEqual([]);
  expect(await clippedIn(root)).toEqual([]);
};

describe('comments and the approval badge in German', () => {
  let browser: Browser;
  let lead: SignedInUser;
  let client: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  let stageId: string;

  const boardUrl = () => `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/board`;

  /** A signed-in page at `width` with the card's popup open. */
  const openCard = async (width: number): Promise<Page> => {
    const page = await signedInPage(browser, lead.email, width);
    await page.goto(
      `${baseUrl()}/organizations/${lead.personalOrganizationId}/workspaces/${workspaceId}/content/${cardId.replace(/-/g, '')}-kommentare-card-1`,
    );
    await page.getByTestId('card-popup').getByRole('heading', { name: CARD }).waitFor();
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    [lead, client] = await Promise.all(['i18n-cm-lead', 'i18n-cm-client'].map((p) => signedInUser(p)));
    ({
      workspaceId,
      stageId,
      cardIds: [cardId],
    } = await clientBoardFixture(lead, 'Kommentare', 1, [[client, 'approver']], { requireApproval: true }));
    // Submitted for the client's approval: the card carries the Sent badge, the Guest tab its event.
    const submitted = await api(
      'POST',
      `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/approved_content_group_stages?stage_id=${stageId}`,
      { token: lead.token, body: { comment: { description: 'Bitte freigeben' } } },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    await makeGermanReader(lead.token);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('posts a Team comment and a reply, refuses a file and confirms a delete, all in German, at 1280 px', async () => {
    const page = await openCard(1280);
    const popup = page.getByTestId('card-popup');
    await popup.getByRole('tab', { name: /^Team/ }).click();
    const composer = popup.getByTestId('comment-composer-team');
    const stream = popup.getByTestId('comments-team');
    const editor = composer.getByRole('textbox', { name: 'Team-Kommentar schreiben', exact: true });
    // The closed box (decisions CB1) says what the editor's placeholder says, in German.
    await composer.getByRole('button', { name: DE['composer.placeholderMention']!, exact: true }).waitFor();
    await stream.getByText(DE['tab.none']!, { exact: true }).waitFor();
    await popup.getByText(DE['tab.showActivity']!, { exact: true }).waitFor();
    await expectGerman(popup.getByTestId('comments-team'));
    await openCommentEditor(composer);
    await composer.getByText(DE['composer.placeholderMention']!, { exact: true }).waitFor();

    // A Team comment, with its German time ("6. Dez. 2026, 23:15").
    await editor.click();
    await page.keyboard.type(FIRST);
    await page.keyboard.press('Enter');
    const first = stream.getByTestId('comment').filter({ hasText: FIRST });
    await first.waitFor();
    expect(await first.locator('time').innerText()).toMatch(/^\d{1,2}\. \S+ \d{4}, \d{2}:\d{2}$/);
    await stream.getByRole('list', { name: 'Team-Kommentare, neueste zuerst', exact: true }).waitFor();
    await first.getByRole('button', { name: 'Bearbeiten', exact: true }).waitFor();

    // The reply: "Antwort an **Greta Gruber**: „…“" as one sentence, the name in bold.
    await first.getByRole('button', { name: 'Greta Gruber antworten', exact: true }).click();
    const replying = composer.getByTestId('replying-to');
    await replying.waitFor();
    expect(await replying.locator('strong').innerText()).toBe('Greta Gruber');
    expect(await replying.locator('span').first().innerText()).toBe(`Antwort an Greta Gruber: ${FIRST}`);
    await replying.getByRole('button', { name: DE['composer.cancelReply']!, exact: true }).waitFor();
    await expectGerman(composer);
    await editor.click();
    await page.keyboard.type(REPLY);
    await page.keyboard.press('Enter');
    const reply = stream.getByTestId('comment').filter({ hasText: REPLY });
    await reply.getByTestId('comment-quote').getByText(FIRST).waitFor();
    await replying.waitFor({ state: 'detached' });
    await expectGerman(stream);
    await page.screenshot({ path: '/tmp/i18n-comments-1280.png' });

    // A file comments do not take: the toast says why, in German.
    await page.getByTestId('comment-files-team').setInputFiles({
      name: 'notizen.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('nur Text'),
    });
    await page.getByTestId('toast').getByText(DE['files.notAllowedType']!, { exact: true }).waitFor();

    // Edit opens the German edit form; Cancel leaves the reply as it was.
    await reply.getByRole('button', { name: 'Bearbeiten', exact: true }).click();
    await reply.getByRole('textbox', { name: DE['edit.label']!, exact: true }).waitFor();
    await reply.getByRole('button', { name: DE['edit.save']!, exact: true }).waitFor();
    await reply.getByRole('button', { name: DE['files.attachButton']!, exact: true }).waitFor();
    await expectGerman(reply);
    await reply.getByRole('button', { name: 'Abbrechen', exact: true }).click();

    // Delete asks first, in German; Cancel keeps the reply.
    await reply.getByRole('button', { name: 'Löschen', exact: true }).click();
    const confirm = page.getByTestId('comment-delete-confirm');
    await confirm.getByRole('heading', { name: DE['delete.title']!, exact: true }).waitFor();
    await confirm.getByText(DE['delete.message']!, { exact: true }).waitFor();
    await expectGerman(confirm);
    await confirm.getByRole('button', { name: 'Abbrechen', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await reply.getByText(REPLY).waitFor();

    // The Guest tab: the submission's event badge.
    await popup.getByRole('tab', { name: /^Gäste/ }).click();
    const guest = popup.getByTestId('comments-guest');
    const event = guest.getByTestId('comment').filter({ hasText: 'Bitte freigeben' });
    expect(await event.getByTestId('comment-event-badge').textContent()).toBe(DE['event.sent']);
    await expectGerman(guest);

    // The popup header's badge, its title and hidden state in German.
    const header = popup.locator('.gl-card-popup__header').getByTestId('approval-badge');
    expect(await header.textContent()).toBe(`${DE_APPROVALS['badge.sent']} (${DE_APPROVALS['state.pending']})`);
    expect(await header.getAttribute('title')).toBe(`${DE_APPROVALS['badge.sent']}: ${DE_APPROVALS['state.pending']}`);
    await page.context().close();
  });

  it('fits the German comment tab on a 390 px phone', async () => {
    const page = await openCard(390);
    const popup = page.getByTestId('card-popup');
    await popup.getByRole('tab', { name: /^Team/ }).click();
    const team = popup.getByTestId('comments-team');
    // On a phone the placeholder is the short one (Enter adds a line there).
    await team.getByRole('button', { name: DE['composer.placeholder']!, exact: true }).waitFor();
    await team.getByTestId('comment').filter({ hasText: REPLY }).waitFor();
    await expectGerman(team);
    // Opened (decisions CB1): the editor's placeholder and Send, in German too.
    await openCommentEditor(popup.getByTestId('comment-composer-team'));
    await team.getByText(DE['composer.placeholder']!, { exact: true }).waitFor();
    await team.getByRole('button', { name: DE['composer.send']!, exact: true }).waitFor();
    await expectGerman(team);
    const wide = await team.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>('button, label, span, p, time')]
        .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > window.innerWidth + 1)
        .map((n) => n.innerText),
    );
    expect(wide).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-comments-390.png' });
    await page.context().close();
  });

  it('shows the board card’s approval badge in German', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
    const page = await context.newPage();
    await signInThroughUi(page, lead.email, TEST_PASSWORD);
    await page.goto(boardUrl());
    const card = page.getByTestId(`card-${cardId}`);
    const badge = card.getByTestId('approval-badge');
    await badge.waitFor();
    // textContent: the badge's CSS writes it in capitals.
    expect(await badge.textContent()).toBe(DE_APPROVALS['badge.sent']);
    expect(await badge.getAttribute('title')).toBe(`Freigabe: ${DE_APPROVALS['badge.sent']}`);
    expect(await clippedIn(card)).toEqual([]);
    await page.screenshot({ path: '/tmp/i18n-comments-board-1280.png' });
    await context.close();
  });
});
