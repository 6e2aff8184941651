/**
 * Comments through the API (cards spec §3 Comment, Draft comment, `unread_comments`; §4 Comments and
 * drafts; §5 Comments, Comment Edit and Delete; §6; §7 Comments; docs/decisions.md R1–R9, R18, R19):
 * both tabs and each role's rights in them, bad input, the sanitizer against the OWASP corpus, mentions
 * and notifications, replies, the 5-minute window with an injected clock, drafts, unread counts,
 * attachments at their limits and in the workspace's storage, and another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, boardFixture, scopeFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned } from '../support/uploads';
import { OWASP_XSS_PAYLOADS, carriesScript } from '../support/xss-corpus';
import { addWorkspaceMember, getWorkspace, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getCard } from '../../functions/src/data/cards';
import type { PresignedPost } from '../../shared/schemas/uploads';
import type { Comment, CommentsPage, DraftComment, UnreadComments } from '../../shared/schemas/comments';

const CLOCK = 'x-greenlight-clock';
type Posted = { comment: Comment; unread_comments: UnreadComments };

describe('comments', () => {
  let owner: SignedInUser;
  let production: SignedInUser;
  let spectator: SignedInUser;
  let approver: SignedInUser;
  let coordinator: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let cardIds: string[];
  let hiddenCardId: string;
  let png: Buffer;

  const base = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}/comments`;
  const post = (cardId: string, comment: Record<string, unknown>, user = owner, headers: Record<string, string> = {}) =>
    api<Posted>('POST', base(cardId), { token: user.token, body: { comment }, headers });
  const list = (cardId: string, query: string, user = owner) =>
    api<CommentsPage>('GET', `${base(cardId)}?${query}`, { token: user.token });
  const detail = (cardId: string, user = owner) =>
    api<{
      unread_comments: UnreadComments;
      drafts: { internal_draft: DraftComment | null; partner_draft: DraftComment | null };
    }>('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}`, { token: user.token });
  const mention = (user: SignedInUser, label = 'Someone') =>
    `<span data-type="mention" data-id="${user.userId}" data-label="${label}">@${label}</span>`;

  async function uploadFile(cardId: string, bytes: Buffer, contentType: string, user = owner, filename = 'file') {
    const presigned = await api<PresignedPost>('POST', `${base(cardId)}/attachment_uploads`, {
      token: user.token,
      body: { content_type: contentType, size: bytes.length, filename },
    });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
    expect(await postToPresigned(presigned.body.data, bytes, contentType)).toBeLessThan(300);
    return { key: presigned.body.data.key, content_type: contentType, filename };
  }

  beforeAll(async () => {
    [owner, production, spectator, approver, coordinator, stranger] = await Promise.all(
      ['cm-owner', 'cm-production', 'cm-spectator', 'cm-approver', 'cm-coordinator', 'cm-stranger'].map((p) =>
        signedInUser(p),
      ),
    );
    const fixture = await boardFixture(owner, ['Client Review', 'Internal'], 6);
    workspaceId = fixture.workspaceId;
    cardIds = fixture.stages[0].cardIds;
    hiddenCardId = fixture.stages[1].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, production.userId, 'production');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, coordinator.userId, 'coordinator');
    png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  });

  it('posts in both tabs and lists each tab newest first, 10 a page, with a cursor', async () => {
    const card = cardIds[0];
    for (let i = 1; i <= 12; i += 1)
      expect((await post(card, { description: `<p>guest ${i}</p>`, internal: false })).status).toBe(201);
    expect((await post(card, { description: '<p>team only</p>', internal: true })).status).toBe(201);
    const first = (await list(card, 'chat_status=guest')).body.data;
    expect(first.comments.map((c) => c.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `<p>guest ${12 - i}</p>`),
    );
    expect(first).toMatchObject({ page: 1, per_page: 10, has_next_page: true });
    const next = (await list(card, `chat_status=guest&last_id=${first.last_id}`)).body.data;
    expect(next.comments.map((c) => c.description)).toEqual(['<p>guest 2</p>', '<p>guest 1</p>']);
    expect(next.has_next_page).toBe(false);
    const page2 = (await list(card, 'chat_status=guest&page=2')).body.data;
    expect(page2.comments.map((c) => c.description)).toEqual(['<p>guest 2</p>', '<p>guest 1</p>']);
    const team = (await list(card, 'chat_status=team')).body.data;
    expect(team.comments.map((c) => c.description)).toEqual(['<p>team only</p>']);
    expect(team.comments[0]).toMatchObject({
      internal: true,
      is_user: true,
      edited: false,
      deleted_at: null,
      event_type: null,
      parent: null,
    });
    const stored = (await getCard(workspaceId, card))!;
    expect([stored.comment_count_guest, stored.comment_count_team]).toEqual([12, 1]);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const card = cardIds[1];
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: '<p>x</p>' }, 'internal must be true (Team tab) or false (Guest tab)'],
      [{ description: '<p></p>', internal: false }, 'Please write a comment or add an attachment.'],
      [{ description: '<script>alert(1)</script>', internal: false }, 'Please write a comment or add an attachment.'],
      [{ description: 'x'.repeat(20_001), internal: false }, 'Comment is too long (at most 20000 characters)'],
      [
        { description: 'x', internal: false, event_type: 'approve' },
        'Approval events are posted by the approval actions.',
      ],
      [{ description: 'x', internal: false, parent_id: 'nope' }, ''],
      [{ description: 12, internal: false }, 'Description must be text'],
      [
        {
          description: 'x',
          internal: false,
          attachments_attributes: Array.from({ length: 21 }, (_, i) => ({
            key: `k${i}`,
            content_type: 'image/png',
            filename: 'a.png',
          })),
        },
        'You can only add a maximum of 20 images',
      ],
      [
        {
          description: 'x',
          internal: false,
          attachments_attributes: Array.from({ length: 6 }, (_, i) => ({
            key: `k${i}`,
            content_type: 'application/pdf',
            filename: 'a.pdf',
          })),
        },
        'You can only add a maximum of 5 files',
      ],
      [
        {
          description: 'x',
          internal: false,
          attachments_attributes: [{ key: 'k', content_type: 'text/html', filename: 'a.html' }],
        },
        'Only images (.jpg, .jpeg, .png, .gif, .webp) and PDF files can be attached.',
      ],
      [
        {
          description: 'x',
          internal: false,
          attachments_attributes: [
            { key: 'pending/someone/comment/x/y', content_type: 'image/png', filename: 'a.png' },
          ],
        },
        'Invalid upload key',
      ],
    ];
    for (const [comment, message] of cases) {
      const res = await post(card, comment);
      expect(res.status, JSON.stringify(comment).slice(0, 80)).toBe(400);
      if (message) expect(JSON.stringify(res.body), JSON.stringify(comment).slice(0, 80)).toContain(message);
    }
    expect((await api('POST', base(card), { token: owner.token, body: {} })).status).toBe(400);
    for (const query of [
      'chat_status=both',
      '',
      'chat_status=guest&per_page=0',
      'chat_status=guest&per_page=51',
      'chat_status=guest&page=x',
      'chat_status=guest&last_id=nope',
      'chat_status=guest&show_activities=maybe',
    ]) {
      expect((await list(card, query)).status, query).toBe(400);
    }
    expect(
      (await api('POST', `${base(card)}/mark_as_read`, { token: owner.token, body: { comment_type: 'all' } })).status,
    ).toBe(400);
    expect((await api('POST', `${base(card)}/create_draft?active_tab=x`, { token: owner.token })).status).toBe(400);
    expect(
      (await api('PUT', `${base(card)}/update_draft`, { token: owner.token, body: { comment: { description: 'x' } } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api('POST', `${base(card)}/attachment_uploads`, {
          token: owner.token,
          body: { content_type: 'image/svg+xml', size: 10, filename: 'a.svg' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api('POST', `${base(card)}/attachment_uploads`, {
          token: owner.token,
          body: { content_type: 'image/png', size: 5_000_001, filename: 'a.png' },
        })
      ).body.message,
    ).toBe('Maximum file size is 5MB.');
    expect(
      (await api('PATCH', `${base(card)}/not-a-uuid`, { token: owner.token, body: { comment: { description: 'x' } } }))
        .status,
    ).toBe(404);
    expect((await getCard(workspaceId, card))!.comment_count_guest ?? 0).toBe(0);
  });

  it('gives each role exactly its rights in each tab', async () => {
    const card = cardIds[2];
    const teamComment = (await post(card, { description: '<p>internal</p>', internal: true })).body.data.comment;
    // Production: Team yes, Guest no (cards spec §6).
    expect((await post(card, { description: 'p team', internal: true }, production)).status).toBe(201);
    const productionGuest = await post(card, { description: 'p guest', internal: false }, production);
    expect(productionGuest.status).toBe(403);
    expect(productionGuest.body.message).toBe('You cannot comment in the Guest tab.');
    expect((await list(card, 'chat_status=guest', production)).status).toBe(200);
    // Spectator: reads both tabs, posts nowhere, drafts nothing.
    expect((await list(card, 'chat_status=team', spectator)).status).toBe(200);
    expect((await post(card, { description: 's', internal: true }, spectator)).status).toBe(403);
    expect((await post(card, { description: 's', internal: false }, spectator)).status).toBe(403);
    expect((await api('POST', `${base(card)}/create_draft?active_tab=guest`, { token: spectator.token })).status).toBe(
      403,
    );
    // Approver (a guest): Guest tab only; Team comments do not exist for them.
    expect((await post(card, { description: 'a guest', internal: false }, approver)).status).toBe(201);
    expect((await post(card, { description: 'a team', internal: true }, approver)).status).toBe(403);
    expect((await list(card, 'chat_status=team', approver)).status).toBe(403);
    expect((await api('GET', `${base(card)}/${teamComment.id}`, { token: approver.token })).status).toBe(404);
    expect(
      (await post(card, { description: 'reply', internal: false, parent_id: teamComment.id }, approver)).status,
    ).toBe(404);
    expect((await api('POST', `${base(card)}/create_draft?active_tab=team`, { token: approver.token })).status).toBe(
      403,
    );
    expect(
      (await api('POST', `${base(card)}/mark_as_read`, { token: approver.token, body: { comment_type: 'team' } }))
        .status,
    ).toBe(403);
    // A guest cannot see a card in a stage hidden from clients at all.
    expect((await list(hiddenCardId, 'chat_status=guest', approver)).status).toBe(404);
    // The mention picker offers the members who see the tab.
    const pickable = async (tab: string, user = owner) =>
      (
        await api<Array<{ user_id: string }>>(
          'GET',
          `/api/v1/workspaces/${workspaceId}/content_groups/${card}/comments/mentionable_users?chat_status=${tab}`,
          { token: user.token },
        )
      ).body.data.map((u) => u.user_id);
    expect(await pickable('team')).toEqual(
      expect.arrayContaining([production.userId, spectator.userId, coordinator.userId]),
    );
    expect(await pickable('team')).not.toContain(approver.userId);
    expect(await pickable('guest', approver)).toEqual(expect.arrayContaining([approver.userId, production.userId]));
    expect(
      (
        await api(
          'GET',
          `/api/v1/workspaces/${workspaceId}/content_groups/${card}/comments/mentionable_users?chat_status=team`,
          { token: approver.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api(
          'GET',
          `/api/v1/workspaces/${workspaceId}/content_groups/${hiddenCardId}/comments/mentionable_users`,
          { token: approver.token },
        )
      ).status,
    ).toBe(404);
    // Coordinator: both tabs.
    expect((await post(card, { description: 'c guest', internal: false }, coordinator)).status).toBe(201);
    expect((await post(card, { description: 'c team', internal: true }, coordinator)).status).toBe(201);
  });

  it('sanitizes every OWASP filter-evasion payload on the server', async () => {
    const card = cardIds[3];
    for (const payload of OWASP_XSS_PAYLOADS) {
      const res = await post(card, { description: `<p>safe</p>${payload}`, internal: true });
      expect(res.status, payload).toBe(201);
      expect(
        carriesScript(res.body.data.comment.description),
        `${payload} → ${res.body.data.comment.description}`,
      ).toBe(false);
    }
    const listed = (await list(card, `chat_status=team&per_page=50`)).body.data.comments;
    for (const c of listed) expect(carriesScript(c.description)).toBe(false);
  });

  it('keeps mentions of people who see the tab and notifies them and the participants', async () => {
    const card = cardIds[4];
    await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${card}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: coordinator.userId }, { user_id: approver.userId }] },
    });
    const res = await post(card, {
      description: `<p>${mention(production, 'Pro')} and ${mention(approver, 'App')} see this</p>`,
      internal: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.comment.mentioned_user_ids).toEqual([production.userId]);
    expect(res.body.data.comment.description).toContain('and @App see this</p>');
    const notices = async (user: SignedInUser) =>
      (
        await api<{ notifications: Array<{ summary: string; workspace_id: string }> }>('GET', '/api/v1/notifications', {
          token: user.token,
        })
      ).body.data;
    await expect.poll(async () => JSON.stringify(await notices(production))).toContain('mentioned you on');
    expect(JSON.stringify(await notices(coordinator))).toContain('commented on');
    // The approver is a participant, but the Team tab is not theirs: no notice.
    expect(JSON.stringify(await notices(approver))).not.toContain('commented on');
    await post(card, { description: 'for the client', internal: false });
    expect(JSON.stringify(await notices(approver))).toContain('commented on');

    // Each notice names its comment and tab, so opening it shows that comment (decisions N16), and rings
    // while the reader's ring is on (N17).
    type Notice = {
      summary: string;
      resource_id: string;
      comment: { id: string; internal: boolean } | null;
      viewable: boolean;
      is_sound_enabled: boolean;
    };
    const [mentioned] = (
      await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', { token: production.token })
    ).body.data.notifications;
    expect(mentioned).toMatchObject({
      resource_id: card,
      comment: { id: res.body.data.comment.id, internal: true },
      viewable: true,
      is_sound_enabled: true,
    });
    const [guestNotice] = (
      await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', { token: approver.token })
    ).body.data.notifications;
    expect(guestNotice.comment?.internal).toBe(false);
    await api('PUT', '/api/v1/users/update_notification_ring', {
      token: production.token,
      body: { enable_notification_ring: false },
    });
    const [quiet] = (
      await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications', { token: production.token })
    ).body.data.notifications;
    expect(quiet.is_sound_enabled).toBe(false);
  });

  it('lets the author edit and delete within 5 minutes only, as the injected clock says', async () => {
    const card = cardIds[5];
    const t0 = new Date('2030-01-01T10:00:00.000Z');
    const at = (ms: number) => ({ [CLOCK]: new Date(t0.getTime() + ms).toISOString() });
    const comment = (await post(card, { description: '<p>first</p>', internal: true }, owner, at(0))).body.data.comment;
    expect(comment.created_at).toBe(t0.toISOString());
    expect(comment.editable_until).toBe('2030-01-01T10:05:00.000Z');
    const edit = (description: string, ms: number, user = owner) =>
      api<Comment>('PATCH', `${base(card)}/${comment.id}`, {
        token: user.token,
        body: { comment: { description } },
        headers: at(ms),
      });
    expect((await edit('<p>by someone else</p>', 1000, production)).body.message).toBe(
      'Only the author can change this comment.',
    );
    const edited = await edit('<p>second</p>', 4 * 60_000 + 59_000);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ description: '<p>second</p>', edited: true });
    const late = await edit('<p>third</p>', 5 * 60_000 + 1000);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('Available within 5 minutes');
    expect(
      (await api('DELETE', `${base(card)}/${comment.id}`, { token: owner.token, headers: at(5 * 60_000) })).body
        .message,
    ).toBe('Available within 5 minutes');
    const reply = (
      await post(card, { description: 'reply', internal: true, parent_id: comment.id }, production, at(60_000))
    ).body.data.comment;
    expect(reply.parent).toMatchObject({ id: comment.id, description: '<p>second</p>' });
    expect(
      (await post(card, { description: 'deeper', internal: true, parent_id: reply.id }, owner, at(60_000))).body
        .message,
    ).toBe('You can only reply to a comment, not to a reply.');
    expect(
      (await post(card, { description: 'other tab', internal: false, parent_id: comment.id }, owner, at(60_000))).body
        .message,
    ).toBe('A reply must be in the same tab as its comment.');
    const deleted = await api<Comment>('DELETE', `${base(card)}/${reply.id}`, {
      token: production.token,
      headers: at(2 * 60_000),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ description: '', edited: false });
    expect(deleted.body.data.deleted_at).toBe(new Date(t0.getTime() + 2 * 60_000).toISOString());
    expect(
      (await api('DELETE', `${base(card)}/${reply.id}`, { token: production.token, headers: at(2 * 60_000) })).body
        .message,
    ).toBe('This comment has been deleted.');
    const toDeleted = await post(
      card,
      { description: 'x', internal: true, parent_id: reply.id },
      owner,
      at(3 * 60_000),
    );
    expect(toDeleted.body.message).toBe('You cannot reply to a deleted comment.');
    const listed = (await list(card, 'chat_status=team')).body.data.comments;
    expect(listed.find((c) => c.id === reply.id)).toMatchObject({ description: '', parent: { id: comment.id } });
  });

  it('keeps one Team and one Guest draft per user, and a post consumes its draft', async () => {
    const card = cardIds[1];
    const created = await api<DraftComment>('POST', `${base(card)}/create_draft?active_tab=team`, {
      token: production.token,
    });
    expect(created.status).toBe(201);
    const again = await api<DraftComment>('POST', `${base(card)}/create_draft?active_tab=team`, {
      token: production.token,
    });
    expect(again.body.data.id).toBe(created.body.data.id);
    const saved = await api<DraftComment>('PUT', `${base(card)}/update_draft`, {
      token: production.token,
      body: { comment: { internal: true, description: '<p>half <img src=x onerror=alert(1)>done</p>' } },
    });
    expect(saved.body.data).toMatchObject({
      id: created.body.data.id,
      internal: true,
      description: '<p>half done</p>',
    });
    expect((await detail(card, production)).body.data.drafts.internal_draft?.description).toBe('<p>half done</p>');
    expect((await detail(card, production)).body.data.drafts.partner_draft).toBeNull();
    expect((await detail(card, owner)).body.data.drafts.internal_draft).toBeNull();
    const wrong = await post(
      card,
      { description: 'final', internal: true, draft_comment_id: '00000000-0000-4000-8000-000000000000' },
      production,
    );
    expect(wrong.status).toBe(404);
    expect(
      (await post(card, { description: 'final', internal: true, draft_comment_id: created.body.data.id }, production))
        .status,
    ).toBe(201);
    expect((await detail(card, production)).body.data.drafts.internal_draft).toBeNull();
    const guestDraft = (
      await api<DraftComment>('POST', `${base(card)}/create_draft?active_tab=guest`, {
        token: owner.token,
        body: { comment: { description: 'g' } },
      })
    ).body.data;
    expect(
      (await api('DELETE', `${base(card)}/${guestDraft.id}/clear_draft?internal=true`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await api('DELETE', `${base(card)}/${guestDraft.id}/clear_draft?internal=false`, { token: owner.token })).status,
    ).toBe(200);
    expect((await detail(card, owner)).body.data.drafts.partner_draft).toBeNull();
  });

  it('counts unread comments per user and tab on the card and the board, and marks them read', async () => {
    const { workspaceId: ws, stages } = await boardFixture(owner, ['Unread'], 1);
    await api('PUT', `/api/v1/workspaces/${ws}/stages/${stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(ws, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    const card = stages[0].cardIds[0];
    await api('POST', `/api/v1/workspaces/${ws}/content_groups/${card}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: approver.userId }] },
    });
    const path = `/api/v1/workspaces/${ws}/content_groups/${card}/comments`;
    await Promise.all(
      [1, 2, 3].map((i) =>
        api('POST', path, { token: owner.token, body: { comment: { description: `g${i}`, internal: false } } }),
      ),
    );
    await api('POST', path, { token: owner.token, body: { comment: { description: 't', internal: true } } });
    expect((await getCard(ws, card))!.comment_count_guest).toBe(3);
    const cardOf = async (user: SignedInUser) =>
      (
        await api<{ unread_comments: UnreadComments }>('GET', `/api/v1/workspaces/${ws}/content_groups/${card}`, {
          token: user.token,
        })
      ).body.data.unread_comments;
    expect(await cardOf(approver)).toEqual({ team: 0, guest: 3 });
    expect(await cardOf(owner)).toEqual({ team: 0, guest: 0 });
    const board = await api<{
      stages: Array<{ content_groups: Array<{ id: string; unread_comments: UnreadComments }> }>;
    }>('GET', `/api/v1/workspaces/${ws}`, { token: approver.token });
    expect(board.body.data.stages[0].content_groups[0].unread_comments).toEqual({ team: 0, guest: 3 });
    const home = async () =>
      (
        await api<Array<{ id: string; message_count: number }>>(
          'GET',
          `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
          { token: approver.token },
        )
      ).body.data;
    expect((await home()).find((w) => w.id === ws)?.message_count).toBe(3);
    const read = await api<UnreadComments>('POST', `${path}/mark_as_read`, {
      token: approver.token,
      body: { comment_type: 'guest' },
    });
    expect(read.body.data).toEqual({ team: 0, guest: 0 });
    expect(await cardOf(approver)).toEqual({ team: 0, guest: 0 });
    expect((await home()).find((w) => w.id === ws)?.message_count).toBe(0);
  });

  it('stores attachments through the upload pipeline, at their limits, counted in the workspace storage', async () => {
    const card = cardIds[0];
    const before = (await getWorkspace(workspaceId))!.storage_bytes ?? 0;
    const images = [];
    for (let i = 0; i < 20; i += 1) images.push(await uploadFile(card, png, 'image/png', owner, `p${i}.png`));
    const twenty = await post(card, { description: '', internal: false, attachments_attributes: images });
    expect(twenty.status, JSON.stringify(twenty.body)).toBe(201);
    expect(twenty.body.data.comment.attachments).toHaveLength(20);
    expect(twenty.body.data.comment.attachments[0]).toMatchObject({
      filename: 'p0.png',
      is_image: true,
      content_type: 'image/png',
      size: png.length,
    });
    const image = await fetch(twenty.body.data.comment.attachments[0].image_url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(before + 20 * png.length);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const pdfs = [];
    for (let i = 0; i < 5; i += 1) pdfs.push(await uploadFile(card, pdf, 'application/pdf', production, `d${i}.pdf`));
    const five = await post(
      card,
      { description: 'five files', internal: true, attachments_attributes: pdfs },
      production,
    );
    expect(five.status, JSON.stringify(five.body)).toBe(201);
    expect(five.body.data.comment.attachments.map((a) => a.file_thumbnail)).toEqual([null, null, null, null, null]);

    // A file whose bytes are not what it claims is refused, and nothing is counted.
    const fake = await uploadFile(
      card,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'application/pdf',
      owner,
      'x.pdf',
    );
    const refused = await post(card, { description: 'fake', internal: true, attachments_attributes: [fake] });
    expect(refused.status).toBe(400);
    const afterFiles = (await getWorkspace(workspaceId))!.storage_bytes;
    expect(afterFiles).toBe(before + 20 * png.length + 5 * pdf.length);

    // Removing one attachment, then deleting the comment, gives the bytes back.
    const id = five.body.data.comment.id;
    const one = five.body.data.comment.attachments[0].id;
    expect(
      (await api<{ filename: string }>('GET', `${base(card)}/${id}/attachments/${one}`, { token: production.token }))
        .body.data.filename,
    ).toBe('d0.pdf');
    const trimmed = await api<Comment>('DELETE', `${base(card)}/${id}/attachments/${one}`, { token: production.token });
    expect(trimmed.body.data.attachments).toHaveLength(4);
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(afterFiles! - pdf.length);
    expect((await api('DELETE', `${base(card)}/${id}`, { token: production.token })).status).toBe(200);
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(before + 20 * png.length);

    // Draft attachments are kept with the draft and carried into the post.
    const draftFile = await uploadFile(card, png, 'image/png', coordinator, 'draft.png');
    const draft = await api<DraftComment>('PUT', `${base(card)}/update_draft_attachments`, {
      token: coordinator.token,
      body: { comment: { internal: false, attachments_attributes: [draftFile] } },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect(draft.body.data.attachments.map((a) => a.filename)).toEqual(['draft.png']);
    const posted = await post(
      card,
      { description: '', internal: false, draft_comment_id: draft.body.data.id },
      coordinator,
    );
    expect(posted.body.data.comment.attachments.map((a) => a.filename)).toEqual(['draft.png']);
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(before + 21 * png.length);
  });

  it("gives a card's comment files back to the workspace storage when the card is deleted for good", async () => {
    const { workspaceId: ws, stages } = await boardFixture(owner, ['Bin'], 1);
    const card = stages[0].cardIds[0];
    const path = `/api/v1/workspaces/${ws}/content_groups/${card}/comments`;
    const presigned = await api<PresignedPost>('POST', `${path}/attachment_uploads`, {
      token: owner.token,
      body: { content_type: 'image/png', size: png.length, filename: 'x.png' },
    });
    await postToPresigned(presigned.body.data, png, 'image/png');
    const posted = await api('POST', path, {
      token: owner.token,
      body: {
        comment: {
          description: '',
          internal: false,
          attachments_attributes: [{ key: presigned.body.data.key, content_type: 'image/png', filename: 'x.png' }],
        },
      },
    });
    expect(posted.status).toBe(201);
    expect((await getWorkspace(ws))!.storage_bytes).toBe(png.length);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${ws}/content_groups/${card}`, { token: owner.token })).status,
    ).toBe(200);
    const destroyed = await api(
      'DELETE',
      `/api/v1/organizations/${owner.personalOrganizationId}/content_groups/destroy_deleted`,
      { token: owner.token, body: { ids: [card] } },
    );
    expect(destroyed.status).toBe(200);
    expect((await getWorkspace(ws))!.storage_bytes).toBe(0);
  });

  it("answers 404 for another organization's ids on every comment route, changing nothing", async () => {
    const other = await signedInUser('cm-other', { canCreateOrganization: true });
    const elsewhere = await scopeFixture(other, 'Elsewhere');
    const card = cardIds[2];
    const comment = (await post(card, { description: 'mine', internal: true })).body.data.comment;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `${base(card)}?chat_status=guest`],
      ['POST', base(card), { comment: { description: 'x', internal: false } }],
      ['POST', `${base(card)}/attachment_uploads`, { content_type: 'image/png', size: 10, filename: 'a.png' }],
      ['POST', `${base(card)}/create_draft?active_tab=guest`],
      ['PUT', `${base(card)}/update_draft`, { comment: { internal: false, description: 'x' } }],
      ['POST', `${base(card)}/mark_as_read`, { comment_type: 'guest' }],
      ['GET', `${base(card)}/${comment.id}`],
      ['PATCH', `${base(card)}/${comment.id}`, { comment: { description: 'x' } }],
      ['DELETE', `${base(card)}/${comment.id}`],
      ['DELETE', `${base(card)}/${comment.id}/clear_draft?internal=false`],
    ];
    for (const [method, path, body] of routes) {
      // A stranger to the workspace, and another organization's owner naming their own workspace with our card.
      expect((await api(method, path, { token: stranger.token, body })).status, `${method} ${path}`).toBe(404);
      const crossed = path.replace(workspaceId, elsewhere.workspaceId);
      expect((await api(method, crossed, { token: other.token, body })).status, `${method} ${crossed}`).toBe(404);
    }
    // Our workspace with the other organization's card.
    expect((await list(elsewhere.cardId, 'chat_status=guest')).status).toBe(404);
    expect((await list(card, 'chat_status=team')).body.data.comments[0].id).toBe(comment.id);
    expect(
      (await api<Comment>('GET', `${base(card)}/${comment.id}`, { token: owner.token })).body.data.description,
    ).toBe('mine');
  });
});
