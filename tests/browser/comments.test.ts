/**
 * Comments in the card popup, in Chromium (issue 14 "Comments"; cards spec §2 Comments column, §3
 * Comment and Draft, §4 Comments and drafts, §5 Comments, §6 flags; docs/decisions.md R1–R9, R20–R29):
 * a team lead mentions a teammate in the Team tab (who is notified); an approver never sees the Team tab
 * and writes in the Guest tab, which the team reads; Production reads the Guest tab without a composer;
 * edit within 5 minutes shows '(edited)', delete asks first and leaves the comment shown as deleted; a
 * reply quotes its parent; drafts survive closing and reopening the popup; the unread count on a tab goes
 * to 0 once it has been seen; a highlighted-comment link marks its comment; and none of the OWASP XSS
 * payloads, stored through the API, runs in the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, baseUrl, boardFixture, signedInUser, TEST_PASSWORD, type SignedInUser } from '../support/api';
import { launchBrowser, openCommentEditor, signInThroughUi } from '../support/browser';
import { OWASP_XSS_PAYLOADS } from '../support/xss-corpus';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { Comment, UnreadComments } from '../../shared/schemas/comments';

type Posted = { comment: Comment; unread_comments: UnreadComments };

describe('comments in Chromium', () => {
  let browser: Browser;
  let owner: SignedInUser;
  let lead: SignedInUser;
  let production: SignedInUser;
  let approver: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  let stageId: string;
  const contexts: BrowserContext[] = [];

  const slug = (i: number) => `${cardIds[i].replace(/-/g, '')}-review-card-${i + 1}`;
  const cardUrl = (i: number) =>
    `${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/content/${slug(i)}`;
  const base = (i: number) => `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[i]}/comments`;
  const post = (i: number, user: SignedInUser, description: string, internal: boolean) =>
    api<Posted>('POST', base(i), { token: user.token, body: { comment: { description, internal } } });
  const cardDetail = async (i: number, user: SignedInUser) =>
    (
      await api<{
        unread_comments: UnreadComments;
        drafts: { internal_draft: unknown; partner_draft: { description: string } | null };
      }>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[i]}`, { token: user.token })
    ).body.data;

  const signIn = async (user: SignedInUser, width = 1400): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughUi(page, user.email, TEST_PASSWORD);
    return page;
  };
  const openCard = async (page: Page, i: number, suffix = '') => {
    await page.goto(`${cardUrl(i)}${suffix}`);
    await page.getByTestId('card-popup').waitFor();
  };
  const tab = (page: Page, name: 'Team' | 'Guest') => page.getByRole('tab', { name: new RegExp(`^${name}`) });
  /** The tab's editor as it is drawn (open only with a draft or a reply), and the same after opening its box. */
  const textboxOf = (page: Page, t: 'team' | 'guest') => page.getByTestId(`comment-composer-${t}`).getByRole('textbox');
  const editorOf = (page: Page, t: 'team' | 'guest') => openCommentEditor(page.getByTestId(`comment-composer-${t}`));

  beforeAll(async () => {
    browser = await launchBrowser();
    [owner, lead, production, approver] = await Promise.all(
      ['cmui-owner', 'cmui-lead', 'cmui-production', 'cmui-approver'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Review'], 6);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    stageId = fixture.stages[0].id;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, lead.userId, 'team_lead');
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('a team lead mentions a teammate in the Team tab, and the teammate is notified', async () => {
    const page = await signIn(lead);
    await openCard(page, 0);
    await tab(page, 'Team').click();
    const editor = await editorOf(page, 'team');
    await editor.click();
    await page.keyboard.type('Please check this @');
    const picker = page.getByTestId('mention-picker');
    await picker.waitFor();
    // Letters narrow the picker to the teammate (users are named "Test {prefix}"); choosing inserts the mention.
    await page.keyboard.type('cmui-pro');
    await expect.poll(() => picker.getByRole('option').count()).toBe(1);
    await picker.getByRole('option', { name: /cmui-production/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('today');
    await editor.locator('span[data-type="mention"]').waitFor();
    await page.keyboard.press('Enter');
    const posted = page.getByTestId('comments-team').getByTestId('comment').first();
    await posted.getByText('today').waitFor();
    expect(await posted.locator(`span[data-type="mention"][data-id="${production.userId}"]`).count()).toBe(1);
    // The composer is empty again, and the mentioned teammate has a notice.
    await expect.poll(async () => (await editor.innerText()).trim()).toBe('');
    await expect
      .poll(async () => JSON.stringify((await api('GET', '/api/v1/notifications', { token: production.token })).body), {
        timeout: 15_000,
      })
      .toContain('mentioned you on');
    await page.screenshot({ path: '.shots/comments-team-1400.png' });
  });

  it('an approver never sees the Team tab, and their Guest comment reaches the team', async () => {
    const page = await signIn(approver, 390);
    await openCard(page, 0);
    expect(await tab(page, 'Team').count()).toBe(0);
    await tab(page, 'Guest').click();
    const editor = await editorOf(page, 'guest');
    await editor.click();
    // On a phone Enter adds a line; Send sends.
    await page.keyboard.type('Looks good');
    await page.keyboard.press('Enter');
    await page.keyboard.type('One question though');
    await page.getByTestId('comment-composer-guest').getByRole('button', { name: 'Send' }).click();
    const mine = page.getByTestId('comments-guest').getByTestId('comment').first();
    await mine.getByText('One question though').waitFor();
    await page.screenshot({ path: '.shots/comments-approver-390.png' });
    expect(await page.getByTestId('comments-team').count()).toBe(0);

    const team = await signIn(lead);
    await openCard(team, 0);
    await tab(team, 'Guest').click();
    await team.getByTestId('comments-guest').getByText('One question though').waitFor();
  });

  it('Production reads the Guest tab without a composer, and writes in the Team tab', async () => {
    const page = await signIn(production);
    await openCard(page, 0);
    await tab(page, 'Guest').click();
    await page.getByTestId('comments-guest').getByText('One question though').waitFor();
    await page.getByTestId('comments-no-composer').getByText('You cannot comment in the Guest tab.').waitFor();
    expect(await page.getByTestId('comment-composer-guest').count()).toBe(0);
    await tab(page, 'Team').click();
    await editorOf(page, 'team');
    await page.screenshot({ path: '.shots/comments-production-1400.png' });
  });

  it('edits within 5 minutes show (edited), deletion asks first and leaves it deleted, a reply quotes its parent', async () => {
    await post(1, lead, '<p>Parent for a reply</p>', true);
    const page = await signIn(lead);
    await openCard(page, 1);
    await tab(page, 'Team').click();
    const stream = page.getByTestId('comments-team');
    const editor = await editorOf(page, 'team');
    await editor.click();
    await page.keyboard.type('First version');
    await page.keyboard.press('Enter');
    await stream.getByTestId('comment').filter({ hasText: 'First version' }).waitFor();
    const id = await stream.getByTestId('comment').filter({ hasText: 'First version' }).getAttribute('data-comment-id');
    const comment = stream.locator(`[data-comment-id="${id}"]`);

    await comment.getByRole('button', { name: 'Edit' }).click();
    const edit = comment.getByRole('textbox', { name: 'Edit comment' });
    await edit.press('Control+a');
    await page.keyboard.type('Second version');
    await comment.getByRole('button', { name: 'Save' }).click();
    await comment.filter({ hasText: 'Second version' }).getByText('(edited)').waitFor();

    const parent = stream.getByTestId('comment').filter({ hasText: 'Parent for a reply' });
    await parent.getByRole('button', { name: /^Reply to/ }).click();
    await page.getByTestId('replying-to').waitFor();
    await editor.click();
    await page.keyboard.type('This is my reply');
    await page.keyboard.press('Enter');
    const reply = stream.getByTestId('comment').filter({ hasText: 'This is my reply' });
    await reply.getByTestId('comment-quote').getByText('Parent for a reply').waitFor();

    await comment.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByTestId('comment-delete-confirm');
    await confirm.getByText('You cannot undo this action. Are you sure you want to delete?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await comment.getByTestId('comment-deleted').waitFor();
    expect(await stream.getByText('Second version').count()).toBe(0);
    await page.screenshot({ path: '.shots/comments-edit-delete-reply-1400.png' });
  });

  it('offers no Edit or Delete past the 5-minute window', async () => {
    const old = await api<Posted>('POST', base(1), {
      token: lead.token,
      body: { comment: { description: '<p>Written long ago</p>', internal: true } },
      headers: { 'x-greenlight-clock': new Date(Date.now() - 6 * 60_000).toISOString() },
    });
    expect(old.status).toBe(201);
    const page = await signIn(lead);
    await openCard(page, 1);
    await tab(page, 'Team').click();
    const comment = page.getByTestId('comments-team').getByTestId('comment').filter({ hasText: 'Written long ago' });
    await comment.waitFor();
    expect(await comment.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
    expect(await comment.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    // The reason shows on keyboard focus and on hover, and is the buttons' description (issue 30 item 7).
    const edit = comment.getByRole('button', { name: 'Edit' });
    await edit.focus();
    const tip = comment.getByRole('tooltip').first();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.innerText()).toBe('Available within 5 minutes');
    expect(
      await edit.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent),
    ).toBe('Available within 5 minutes');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    await expect.poll(() => comment.getByRole('tooltip').innerText()).toBe('Available within 5 minutes');
    await page.mouse.move(0, 0);
    await comment.getByRole('button', { name: 'Delete' }).blur();
    // Activating it does nothing: no editor, no confirmation.
    await edit.click({ force: true });
    expect(await comment.getByRole('textbox').count()).toBe(0);
    await page.screenshot({ path: '.shots/comments-edit-window-reason-1400.png' });
  });

  it('attaches an image and a PDF with progress, shows the image inline (larger on click) and the PDF as a link, and keeps to the limits', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const page = await signIn(lead);
    await openCard(page, 1);
    await tab(page, 'Guest').click();
    const composer = page.getByTestId('comment-composer-guest');
    await openCommentEditor(composer);
    const input = page.getByTestId('comment-files-guest');
    // 21 images at once are refused whole, with the spec's message.
    await input.setInputFiles(
      Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: png })),
    );
    await page.getByText('You can only add a maximum of 20 images').waitFor();
    expect(await composer.getByTestId('comment-upload-row').count()).toBe(0);

    await input.setInputFiles([
      { name: 'green.png', mimeType: 'image/png', buffer: png },
      { name: 'brief.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await composer.getByRole('button', { name: 'Open image green.png' }).waitFor({ timeout: 30_000 });
    await composer.getByRole('link', { name: /brief\.pdf/ }).waitFor();
    await expect.poll(() => composer.getByTestId('comment-upload-row').count(), { timeout: 30_000 }).toBe(0);
    // Files alone make a comment: Send is enabled without text.
    await composer.getByRole('button', { name: 'Send' }).click();
    const comment = page.getByTestId('comments-guest').getByTestId('comment').first();
    await comment.getByRole('link', { name: /brief\.pdf/ }).waitFor();
    await comment.getByRole('button', { name: 'Open image green.png' }).click();
    const preview = page.getByTestId('comment-image-preview');
    await preview.getByRole('img', { name: 'green.png' }).waitFor();
    expect(
      await preview.getByRole('img', { name: 'green.png' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBe(40);
    await page.screenshot({ path: '.shots/comments-attachments-1400.png' });
    // Toasts render inside the topmost dialog (R38), after its own content: the limit toast has a Close too.
    await preview.getByRole('button', { name: 'Close' }).first().click();
    const stored = (await api<{ comments: Comment[] }>('GET', `${base(1)}?chat_status=guest`, { token: lead.token }))
      .body.data.comments[0];
    expect(stored.attachments.map((a) => a.filename).sort()).toEqual(['brief.pdf', 'green.png']);

    // An edit can remove a file (decisions R39), but never the last of a comment without text.
    await comment.getByRole('button', { name: 'Edit' }).click();
    await comment.getByRole('button', { name: 'Remove brief.pdf' }).click();
    expect(await comment.getByRole('link', { name: /brief\.pdf/ }).count()).toBe(0);
    await comment.getByRole('button', { name: 'Remove green.png' }).click();
    expect(await comment.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await comment.getByRole('button', { name: 'Cancel' }).click();
    await comment.getByRole('link', { name: /brief\.pdf/ }).waitFor();
    await comment.getByRole('button', { name: 'Edit' }).click();
    await comment.getByRole('button', { name: 'Remove brief.pdf' }).click();
    await comment.getByRole('button', { name: 'Save' }).click();
    await comment.getByText('(edited)').waitFor();
    expect(await comment.getByRole('link', { name: /brief\.pdf/ }).count()).toBe(0);
    await comment.getByRole('button', { name: 'Open image green.png' }).waitFor();
    const edited = (await api<{ comments: Comment[] }>('GET', `${base(1)}?chat_status=guest`, { token: lead.token }))
      .body.data.comments[0];
    expect(edited.attachments.map((a) => a.filename)).toEqual(['green.png']);
    expect(edited.description).toBe(stored.description);

    // An edit can add a file too: sent at once, attached on Save.
    await comment.getByRole('button', { name: 'Edit' }).click();
    await page
      .getByTestId(`comment-edit-files-${stored.id}`)
      .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf });
    await comment.getByRole('list', { name: 'Files to add' }).getByText('notes.pdf').waitFor({ timeout: 30_000 });
    await comment.getByRole('button', { name: 'Save' }).click();
    await comment.getByRole('link', { name: /notes\.pdf/ }).waitFor();
    const added = (await api<{ comments: Comment[] }>('GET', `${base(1)}?chat_status=guest`, { token: lead.token }))
      .body.data.comments[0];
    expect(added.attachments.map((a) => a.filename).sort()).toEqual(['green.png', 'notes.pdf']);
  });

  it('keeps a draft through closing and reopening the popup, marked on its tab', async () => {
    const page = await signIn(lead);
    await openCard(page, 2);
    await tab(page, 'Guest').click();
    await (await editorOf(page, 'guest')).click();
    await page.keyboard.type('Unsent thoughts for the client');
    await page.getByRole('button', { name: 'Close card' }).click();
    await page.getByTestId('card-popup').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await cardDetail(2, lead)).drafts.partner_draft?.description ?? '', { timeout: 10_000 })
      .toContain('Unsent thoughts for the client');

    await openCard(page, 2);
    await page.getByTestId('draft-marker-guest').waitFor();
    await tab(page, 'Guest').click();
    // A draft opens its tab's box at once (decisions CB1).
    await expect.poll(async () => textboxOf(page, 'guest').innerText()).toContain('Unsent thoughts for the client');
    // Switching tabs saves the other tab's draft at once.
    await tab(page, 'Team').click();
    await (await editorOf(page, 'team')).click();
    await page.keyboard.type('Team note');
    await tab(page, 'Guest').click();
    await page.getByTestId('draft-marker-team').waitFor();
    await expect
      .poll(async () => JSON.stringify((await cardDetail(2, lead)).drafts.internal_draft), { timeout: 10_000 })
      .toContain('Team note');
    // Sending consumes the draft: the marker goes.
    await (await editorOf(page, 'guest')).click();
    await page.keyboard.press('Enter');
    await page.getByTestId('comments-guest').getByText('Unsent thoughts for the client').waitFor();
    await page.getByTestId('draft-marker-guest').waitFor({ state: 'detached' });
    expect((await cardDetail(2, lead)).drafts.partner_draft).toBeNull();
  });

  it('shows the unread count on the tab and the board card, and takes it to 0 once the tab has been seen', async () => {
    await post(3, approver, '<p>New from the client</p>', false);
    await post(3, approver, '<p>And another one</p>', false);
    expect((await cardDetail(3, lead)).unread_comments.guest).toBe(2);
    const page = await signIn(lead);
    await page.goto(`${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`);
    await page.getByTestId(`card-${cardIds[3]}`).getByTestId('card-unread-comments').getByText('2').waitFor();
    await openCard(page, 3);
    await page.getByTestId('unread-guest').getByText('2').waitFor();
    await tab(page, 'Guest').click();
    await page.getByTestId('comments-guest').getByText('And another one').waitFor();
    await page.getByTestId('unread-guest').waitFor({ state: 'detached' });
    expect((await cardDetail(3, lead)).unread_comments.guest).toBe(0);
    // The board's card follows from the mark-read's answer, without a refetch (issue 39; decisions CO3).
    await page.keyboard.press('Escape');
    await page.getByTestId('card-popup').waitFor({ state: 'detached' });
    await page.getByTestId(`card-${cardIds[3]}`).getByTestId('card-unread-comments').waitFor({ state: 'detached' });
  });

  it("updates a watching teammate's board counts live: one card read per comment, no board refetch", async () => {
    const page = await signIn(lead);
    let boardReads = 0;
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/v1/workspaces/${workspaceId}`)
        boardReads += 1;
    });
    await page.goto(`${baseUrl()}/organizations/${owner.personalOrganizationId}/workspaces/${workspaceId}/board`);
    const count = page.getByTestId(`card-${cardIds[4]}`).getByTestId('card-unread-comments');
    await page.getByTestId(`card-${cardIds[4]}`).waitFor();
    await page
      .locator(`html[data-live="open"][data-live-channels~="workspace:${workspaceId}"]`)
      .waitFor({ state: 'attached' });
    expect(await count.count()).toBe(0);
    const readsBefore = boardReads;

    await post(4, approver, '<p>Client here</p>', false);
    await count.getByText('1').waitFor();
    await post(4, owner, '<p>Team only</p>', true);
    await count.getByText('2').waitFor();
    expect(boardReads).toBe(readsBefore);
  });

  it('a highlighted-comment link opens its tab and marks the comment, even when it is not on the first page', async () => {
    const first = (await post(4, lead, '<p>The linked one</p>', false)).body.data.comment;
    for (let n = 1; n <= 11; n += 1) expect((await post(4, lead, `<p>Later ${n}</p>`, false)).status).toBe(201);
    const page = await signIn(lead, 390);
    await openCard(page, 4, `/comments/${first.id}/false-${cardIds[4]}`);
    const marked = page.getByTestId('comments-guest').locator('[aria-current="true"]');
    await marked.getByText('The linked one').waitFor();
    expect(await marked.isVisible()).toBe(true);
    await page.screenshot({ path: '.shots/comments-highlight-390.png' });
  });

  it('runs none of the OWASP XSS payloads stored through the API', async () => {
    // Each payload as it is in the Guest tab (some sanitize to nothing: refused as empty), and behind some text in the Team tab.
    const results = await Promise.all(
      OWASP_XSS_PAYLOADS.map(async (payload) => [
        (await post(5, lead, payload, false)).status,
        (await post(5, lead, `<p>x ${payload}</p>`, true)).status,
      ]),
    );
    for (const [raw, wrapped] of results) {
      expect([201, 400]).toContain(raw);
      expect(wrapped).toBe(201);
    }

    const page = await signIn(lead);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __xss: number; alert: unknown; confirm: unknown; prompt: unknown };
      w.__xss = 0;
      const mark = () => {
        w.__xss += 1;
      };
      w.alert = mark;
      w.confirm = mark;
      w.prompt = mark;
    });
    await openCard(page, 5);
    for (const name of ['Team', 'Guest'] as const) {
      await tab(page, name).click();
      const stream = page.getByTestId(`comments-${name.toLowerCase()}`);
      await stream.getByTestId('comment').first().waitFor();
      // Load every page (the button, or the sentinel as it scrolls into view), then move the pointer over
      // every comment (onmouseover payloads). Live refetches may redraw the stream meanwhile, so keep asking.
      const bodies = stream.locator('.gl-comment__body');
      const expected = name === 'Team' ? OWASP_XSS_PAYLOADS.length : 11;
      await expect
        .poll(
          async () => {
            const more = stream.getByRole('button', { name: 'Load older comments' });
            if ((await more.count()) > 0) await more.click({ timeout: 2_000 }).catch(() => undefined);
            return bodies.count();
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBeGreaterThanOrEqual(expected);
      const count = await bodies.count();
      for (let i = 0; i < count; i += 1) await bodies.nth(i).hover({ force: true });
      const unsafe = await stream.evaluate((node) => {
        const found: string[] = [];
        node.querySelectorAll('.gl-comment__body *').forEach((el) => {
          if (
            [
              'SCRIPT',
              'IFRAME',
              'IMG',
              'SVG',
              'OBJECT',
              'EMBED',
              'STYLE',
              'LINK',
              'META',
              'BASE',
              'FORM',
              'INPUT',
            ].includes(el.tagName.toUpperCase())
          )
            found.push(el.tagName);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name) || attr.name === 'style' || /^\s*(javascript|vbscript|data):/i.test(attr.value))
              found.push(`${el.tagName}[${attr.name}]`);
          }
        });
        return found;
      });
      expect(unsafe).toEqual([]);
    }
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
  }, 240_000);

  it('shows the approval events in the Guest stream with their badges, and hides them with Show activity off', async () => {
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageId}`, {
      token: owner.token,
      body: { require_approval_from_client: true },
    });
    const stages = `/api/v1/workspaces/${workspaceId}/content_groups/${cardIds[3]}/approved_content_group_stages`;
    const act = async (method: 'POST' | 'PUT', path: string, user: SignedInUser, description = '') => {
      const res = await api(method, `${stages}${path}`, { token: user.token, body: { comment: { description } } });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    };
    await act('POST', `?stage_id=${stageId}`, lead);
    await act('POST', `/${stageId}/void_submit`, lead);
    await act('POST', `?stage_id=${stageId}`, lead);
    await act('POST', `/${stageId}/request_revision`, approver, '<p>Bigger logo please</p>');
    await act('POST', `/${stageId}/reject_revision`, lead);
    await act('POST', `/${stageId}/request_revision`, approver);
    await act('POST', `/${stageId}/accept_revision`, lead);
    await act('POST', `?stage_id=${stageId}`, lead);
    await act('PUT', `/${stageId}`, approver, '<p>Lovely</p>');

    const page = await signIn(approver);
    await openCard(page, 3);
    const stream = page.getByTestId('comments-guest');
    const badges = stream.getByTestId('comment-event-badge');
    await expect
      .poll(() => badges.allInnerTexts())
      .toEqual(['Approved', 'Sent', 'Accepted', 'Revision', 'Rejected', 'Revision', 'Sent', 'Cancelled', 'Sent']);
    await stream
      .getByTestId('comment')
      .filter({ hasText: 'Bigger logo please' })
      .getByTestId('comment-event-badge')
      .getByText('Revision')
      .waitFor();
    // Approval events cannot be edited or deleted (decisions R9).
    expect(
      await stream.getByTestId('comment').filter({ hasText: 'Lovely' }).getByRole('button', { name: 'Edit' }).count(),
    ).toBe(0);
    await page.screenshot({ path: '.shots/comments-activity-1400.png' });
    await page.getByRole('switch', { name: 'Show activity' }).uncheck({ force: true });
    await expect.poll(() => badges.count()).toBe(0);
    expect(await stream.getByText('Bigger logo please').count()).toBe(0);
  });
});
