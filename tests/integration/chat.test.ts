/**
 * The workspace chat through the API (accounts spec §2 Live chat dock, §3 Chat, §4, §5 "Please write a
 * message", png/jpg/svg/jpeg/gif/tiff, §7 Chat, §8; docs/decisions.md V14–V29): limits and bad input
 * (nothing written), paging newest first, every route's authorization (a role without
 * `can_access_live_chat`, another organization's user, no token), unread counts and read marks (also on
 * the organization home), files in the workspace's storage, the send's TransactWrite refused whole at the
 * storage cap, counters under concurrent sends, and live delivery on the chat and user channels.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, baseUrl, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { liveClient, type LiveClient } from '../support/live';
import { postToPresigned } from '../support/uploads';
import {
  addWorkspaceMember,
  getWorkspace,
  getWorkspaceWithMember,
  WORKSPACE_STORAGE_CAP_BYTES,
} from '../../functions/src/data/workspaces';
import { getConversation, getUnreadState, listMessages } from '../../functions/src/data/chat';
import { getOrganizationRole, setOrganizationRole } from '../../functions/src/data/organizations';
import { workspacesWithUnreadChat } from '../../functions/src/data/workspace-counters';
import { demoteOrganizationAdmin } from '../../functions/src/services/chat/demote-admin';
import { getItem, patchItem } from '../../functions/src/data/access';
import { Workspace } from '../../functions/src/data/entities/workspace';
import { WorkspaceCounter } from '../../functions/src/data/entities/workspace-counter';
import type { ChatMessage, Conversation, MessageCount, MessagesPage } from '../../shared/schemas/chat';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../shared/schemas/chat-limits';
import type { PresignedPost } from '../../shared/schemas/uploads';

type Sent = { message: ChatMessage; conversation: Conversation };

describe('workspace chat', () => {
  let owner: SignedInUser;
  let lead: SignedInUser;
  let approver: SignedInUser;
  let spectator: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let strangerWorkspaceId: string;
  let png: Buffer;
  const clients: LiveClient[] = [];

  const send = (body: Record<string, unknown>, user = owner, ws = workspaceId) =>
    api<Sent>('POST', `/api/v1/new_message/${ws}/workspaces/${ws}`, { token: user.token, body });
  const page = (query = '', user = owner, ws = workspaceId) =>
    api<MessagesPage>('GET', `/api/v1/get_messages/${ws}${query}`, { token: user.token });
  const count = (user: SignedInUser, ws = workspaceId) =>
    api<MessageCount>('GET', `/api/v1/message_count/${ws}`, { token: user.token });
  const read = (user: SignedInUser, body: Record<string, unknown> = {}, ws = workspaceId) =>
    api<MessageCount>('POST', `/api/v1/message_read/${ws}`, { token: user.token, body });
  const unreadOf = async (user: SignedInUser) => (await count(user)).body.data.unread_message_count;

  async function upload(bytes: Buffer, contentType: string, filename: string, user = owner) {
    const presigned = await api<PresignedPost>(
      'POST',
      `/api/v1/new_message/${workspaceId}/workspaces/${workspaceId}/uploads`,
      {
        token: user.token,
        body: { content_type: contentType, size: bytes.length, filename },
      },
    );
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
    expect(await postToPresigned(presigned.body.data, bytes, contentType)).toBeLessThan(300);
    return { key: presigned.body.data.key, filename };
  }

  beforeAll(async () => {
    [owner, lead, approver, spectator, stranger] = await Promise.all(
      ['ch-owner', 'ch-lead', 'ch-approver', 'ch-spectator', 'ch-stranger'].map((p) => signedInUser(p)),
    );
    workspaceId = (await boardFixture(owner, ['Doing'], 0)).workspaceId;
    strangerWorkspaceId = (await boardFixture(stranger, ['Theirs'], 0)).workspaceId;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, lead.userId, 'team_lead');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await addWorkspaceMember(workspace!, spectator.userId, 'spectator');
    png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

  it('creates the conversation once when the dock opens, with the workspace as its id', async () => {
    const first = await api<Conversation>('POST', '/api/v1/messages', {
      token: owner.token,
      body: { workspace_id: workspaceId },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      id: workspaceId,
      workspace_id: workspaceId,
      unread_message_count: 0,
      message_count: 0,
      last_message_id: null,
    });
    const again = await api<Conversation>('POST', '/api/v1/messages', {
      token: approver.token,
      body: { workspace_id: workspaceId },
    });
    expect(again.body.data.id).toBe(workspaceId);
    expect((await getConversation(workspaceId))?.created_at).toBeTruthy();
  });

  it("refuses empty, whitespace, too long and malformed messages with the spec's message, writing nothing", async () => {
    const before = (await getConversation(workspaceId))?.message_count ?? 0;
    for (const body of [{}, { content: '' }, { content: '   \n\t ' }, { content: '', message_type: 'text' }]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', errors: { content: [CHAT_MESSAGES.empty] } });
    }
    const tooLong = await send({ content: 'x'.repeat(CHAT_LIMITS.contentLength + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.content).toEqual([CHAT_MESSAGES.tooLong]);
    expect((await send({ content: 'x'.repeat(CHAT_LIMITS.contentLength) })).status).toBe(201);
    expect((await send({ message_type: 'file' })).body.errors?.file).toEqual([CHAT_MESSAGES.fileRequired]);
    expect((await send({ content: 'hi', message_type: 'voice' })).status).toBe(400);
    expect((await send({ content: 'a\u0000b' })).status).toBe(400);
    expect((await page('?per_page=51')).status).toBe(400);
    expect((await page('?last_id=nope')).status).toBe(400);
    expect((await getConversation(workspaceId))!.message_count).toBe(before + 1);
  });

  it('stores plain text as typed (trimmed), never as markup, and pages newest first by last_id', async () => {
    const typed = await send({ content: '  <b>bold?</b> <script>alert(1)</script>\nline two  ' });
    expect(typed.status).toBe(201);
    expect(typed.body.data.message).toMatchObject({
      content: '<b>bold?</b> <script>alert(1)</script>\nline two',
      message_type: 'text',
      file_url: null,
      file: null,
      user_id: owner.userId,
    });
    expect(typed.body.data.message.user).toMatchObject({
      full_name: expect.any(String),
      name_initials: expect.stringMatching(/^[A-Z?]{1,2}$/),
    });
    for (let i = 1; i <= 23; i += 1) expect((await send({ content: `n${i}` }, i % 2 ? owner : lead)).status).toBe(201);
    const first = (await page()).body.data;
    expect(first.messages.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `n${23 - i}`));
    expect(first.has_next_page).toBe(true);
    const second = (await page(`?last_id=${first.last_id}`)).body.data;
    expect(second.messages.slice(0, 3).map((m) => m.content)).toEqual(['n3', 'n2', 'n1']);
    const small = (await page('?per_page=2')).body.data;
    expect(small.messages.map((m) => m.content)).toEqual(['n23', 'n22']);
    expect(small.conversation.message_count).toBe((await getConversation(workspaceId))!.message_count);
  });

  it('answers 404 to another organization and with a mismatched id, 403 without can_access_live_chat, 401 without a token', async () => {
    const calls = (user: SignedInUser | null, ws: string) => {
      const token = user?.token;
      return [
        api('POST', '/api/v1/messages', { token, body: { workspace_id: ws } }),
        api('GET', `/api/v1/get_messages/${ws}`, { token }),
        api('POST', `/api/v1/new_message/${ws}/workspaces/${ws}`, { token, body: { content: 'hi' } }),
        api('POST', `/api/v1/new_message/${ws}/workspaces/${ws}/uploads`, {
          token,
          body: { content_type: 'image/png', size: 10, filename: 'a.png' },
        }),
        api('POST', `/api/v1/message_read/${ws}`, { token, body: {} }),
        api('GET', `/api/v1/message_count/${ws}`, { token }),
      ];
    };
    expect((await Promise.all(calls(stranger, workspaceId))).map((r) => r.status)).toEqual([
      404, 404, 404, 404, 404, 404,
    ]);
    expect((await Promise.all(calls(owner, strangerWorkspaceId))).map((r) => r.status)).toEqual([
      404, 404, 404, 404, 404, 404,
    ]);
    const denied = await Promise.all(calls(spectator, workspaceId));
    expect(denied.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(denied[1].body).toMatchObject({ status: 'error', message: 'You are not authorized to access this page' });
    expect((await Promise.all(calls(null, workspaceId))).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    // Both ids must name the same conversation, even when the caller may use both chats.
    expect(
      (
        await api('POST', `/api/v1/new_message/${strangerWorkspaceId}/workspaces/${workspaceId}`, {
          token: owner.token,
          body: { content: 'x' },
        })
      ).status,
    ).toBe(404);
    // The other organization's chat is untouched.
    expect(await getConversation(strangerWorkspaceId)).toBeNull();
  });

  it('counts unread messages per member, clears them only up to the newest message read, and shows read marks', async () => {
    await read(owner);
    await read(lead);
    await read(approver);
    expect([await unreadOf(owner), await unreadOf(lead), await unreadOf(approver)]).toEqual([0, 0, 0]);
    const a = (await send({ content: 'one' })).body.data.message;
    await send({ content: 'two' });
    const c = (await send({ content: 'three' })).body.data.message;
    expect([await unreadOf(owner), await unreadOf(lead), await unreadOf(approver)]).toEqual([0, 3, 3]);
    // Reading an older message moves the marker but keeps the count: a newer message is still unread.
    const partial = await read(approver, { message_id: a.id });
    expect(partial.body.data).toEqual({ id: workspaceId, unread_message_count: 3, last_read_message_id: a.id });
    expect((await read(approver, { message_id: '01890000-0000-7000-8000-000000000000' })).status).toBe(404);
    const full = await read(approver, { message_id: c.id });
    expect(full.body.data).toMatchObject({ unread_message_count: 0, last_read_message_id: c.id });
    // A marker never moves back.
    await read(approver, { message_id: a.id });
    expect((await getUnreadState(workspaceId, approver.userId)).lastReadMessageId).toBe(c.id);
    const marks = (await page('', owner)).body.data.read_marks;
    expect(marks.find((m) => m.user_id === approver.userId)).toMatchObject({
      last_read_message_id: c.id,
      full_name: expect.any(String),
    });
    expect(marks.some((m) => m.user_id === owner.userId)).toBe(false);
    // Sending reads the chat for the sender (decisions V21); the spectator is no recipient.
    await send({ content: 'from the lead' }, lead);
    expect([await unreadOf(owner), await unreadOf(lead), await unreadOf(approver)]).toEqual([1, 0, 1]);
    expect(
      (await getItem(WorkspaceCounter, { user_id: spectator.userId, workspace_id: workspaceId }))?.unread_chat_count ??
        0,
    ).toBe(0);
  });

  it("adds unread chat to the organization home's Messages count (decisions V26)", async () => {
    await read(lead);
    await send({ content: 'home count' }, owner);
    await send({ content: 'home count 2' }, owner);
    const home = await api<Array<{ id: string; message_count: number }>>(
      'GET',
      `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
      { token: lead.token },
    );
    expect(home.status).toBe(200);
    expect(home.body.data.find((w) => w.id === workspaceId)?.message_count).toBe(2);
    await read(lead);
    const after = await api<Array<{ id: string; message_count: number }>>(
      'GET',
      `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
      { token: lead.token },
    );
    expect(after.body.data.find((w) => w.id === workspaceId)?.message_count).toBe(0);
  });

  it('counts messages for organization admins who are not members of the workspace (V34)', async () => {
    const admin = await signedInUser('ch-admin');
    await setOrganizationRole(owner.personalOrganizationId, admin.userId, 'admin');
    expect(await unreadOf(admin)).toBe(0);
    await send({ content: 'for the admins too' }, lead);
    await send({ content: 'and again' }, owner);
    expect(await unreadOf(admin)).toBe(2);
    const home = await api<Array<{ id: string; message_count: number }>>(
      'GET',
      `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
      { token: admin.token },
    );
    expect(home.body.data.find((w) => w.id === workspaceId)?.message_count).toBe(2);
    await read(admin);
    expect(await unreadOf(admin)).toBe(0);
    // The admin's own message counts for the members, not for the admin.
    await read(lead);
    await send({ content: 'from the admin' }, admin);
    expect([await unreadOf(admin), await unreadOf(lead)]).toEqual([0, 1]);
    await setOrganizationRole(owner.personalOrganizationId, admin.userId, 'member');
  });

  it('clears a demoted admin’s unread chat of workspaces they are not in, and keeps it where they are a member (V35)', async () => {
    const admin = await signedInUser('ch-demote');
    await setOrganizationRole(owner.personalOrganizationId, admin.userId, 'admin');
    const { workspaceId: memberWorkspaceId } = await boardFixture(owner, ['S'], 0);
    const { workspace: memberWorkspace } = await getWorkspaceWithMember(memberWorkspaceId, owner.userId);
    await addWorkspaceMember(memberWorkspace!, admin.userId, 'production');
    await send({ content: 'only as an admin' }, lead);
    await send({ content: 'as a member' }, owner, memberWorkspaceId);
    expect((await workspacesWithUnreadChat(admin.userId)).sort()).toEqual([workspaceId, memberWorkspaceId].sort());

    await demoteOrganizationAdmin(owner.personalOrganizationId, admin.userId);
    expect(await getOrganizationRole(owner.personalOrganizationId, admin.userId)).toBe('member');
    expect(await workspacesWithUnreadChat(admin.userId)).toEqual([memberWorkspaceId]);
    expect((await count(admin, memberWorkspaceId)).body.data.unread_message_count).toBe(1);
    // Were they to join the first workspace now, its count would start from what comes next, not the old message.
    await addWorkspaceMember((await getWorkspace(workspaceId))!, admin.userId, 'production');
    expect(await unreadOf(admin)).toBe(0);
  });

  it("clears a member's unread chat when their new role cannot open the chat, and counts again once it can (V32)", async () => {
    const member = await signedInUser('ch-demoted');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, member.userId, 'production');
    await send({ content: 'before the change' }, owner);
    await send({ content: 'before the change 2' }, owner);
    const homeCount = async () =>
      (
        await api<Array<{ id: string; message_count: number }>>(
          'GET',
          `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
          { token: member.token },
        )
      ).body.data.find((w) => w.id === workspaceId)?.message_count;
    expect(await homeCount()).toBe(2);
    const role = (workspace_role_id: string) =>
      api('POST', `/api/v1/workspaces/${workspaceId}/update_workspace_user_role`, {
        token: owner.token,
        body: { user_id: member.userId, workspace_role_id },
      });
    expect((await role('spectator')).status).toBe(200);
    expect(await homeCount()).toBe(0);
    expect((await getUnreadState(workspaceId, member.userId)).unread).toBe(0);
    // Spectators are not counted while they cannot read; back in a role with the chat, new messages count.
    await send({ content: 'while a spectator' }, owner);
    expect(await homeCount()).toBe(0);
    expect((await role('production')).status).toBe(200);
    await send({ content: 'after the change' }, owner);
    expect(await homeCount()).toBe(1);
  });

  it('keeps every counter exact under concurrent sends by two members', async () => {
    await read(approver);
    const before = (await getConversation(workspaceId))!.message_count;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send({ content: `race ${i}` }, i % 2 ? owner : lead)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    expect((await getConversation(workspaceId))!.message_count).toBe((before ?? 0) + 12);
    expect(await unreadOf(approver)).toBe(12);
    const ids = (await listMessages(workspaceId, { perPage: 12 })).items.map((m) => m.message_id);
    expect(new Set(ids).size).toBe(12);
    expect((await getConversation(workspaceId))!.last_message_id).toBe(ids[0]);
  });

  it('sends png, svg and tiff files through the upload pipeline, counted in the workspace storage; a TIFF shows by its PNG preview', async () => {
    const storageBefore = (await getWorkspace(workspaceId))!.storage_bytes ?? 0;
    const file = await upload(png, 'image/png', 'photo.png');
    const sent = await send({ message_type: 'file', file, content: 'a caption' }, owner);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data.message).toMatchObject({
      message_type: 'file',
      content: 'a caption',
      file: { filename: 'photo.png', content_type: 'image/png', size: png.length, inline: true },
    });
    const fetched = await fetch(sent.body.data.message.file_url!);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(png)).toBe(true);
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0a0"/></svg>',
    );
    const svgSent = await send({ message_type: 'file', file: await upload(svg, 'image/svg+xml', 'logo.svg') });
    expect(svgSent.body.data.message.file).toMatchObject({ content_type: 'image/svg+xml', inline: true });
    const tiff = await sharp(png).tiff().toBuffer();
    const tiffSent = await send({ message_type: 'file', file: await upload(tiff, 'image/tiff', 'scan.tiff') });
    // Browsers cannot draw a TIFF: it shows by a PNG preview, and its own URL downloads it (decisions V33).
    const tiffFile = tiffSent.body.data.message.file!;
    expect(tiffFile).toMatchObject({ content_type: 'image/tiff', inline: true, preview_url: expect.any(String) });
    const preview = Buffer.from(await (await fetch(tiffFile.preview_url!)).arrayBuffer());
    expect(await sharp(preview).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
    const original = await fetch(tiffSent.body.data.message.file_url!);
    expect(Buffer.from(await original.arrayBuffer()).equals(tiff)).toBe(true);
    expect(original.headers.get('content-disposition')).toContain('attachment');
    expect(sent.body.data.message.file?.preview_url).toBeNull();
    // A TIFF sharp cannot decode is still sent, as a download without a preview.
    const broken = Buffer.concat([Buffer.from('II*\u0000', 'latin1'), Buffer.alloc(64, 7)]);
    const brokenSent = await send({ message_type: 'file', file: await upload(broken, 'image/tiff', 'broken.tif') });
    expect(brokenSent.status, JSON.stringify(brokenSent.body)).toBe(201);
    expect(brokenSent.body.data.message.file).toMatchObject({
      content_type: 'image/tiff',
      inline: false,
      preview_url: null,
    });
    // Previews are not counted: the originals' bytes are the workspace's storage, as for card contents.
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(
      storageBefore + png.length + svg.length + tiff.length + broken.length,
    );
    // The same pending key cannot be sent twice.
    expect((await send({ message_type: 'file', file })).status).toBe(400);
  });

  it('refuses other types, an SVG with script and a file whose bytes lie, counting nothing', async () => {
    const storageBefore = (await getWorkspace(workspaceId))!.storage_bytes ?? 0;
    const countBefore = (await getConversation(workspaceId))!.message_count;
    const pdf = await api('POST', `/api/v1/new_message/${workspaceId}/workspaces/${workspaceId}/uploads`, {
      token: owner.token,
      body: { content_type: 'application/pdf', size: 10, filename: 'a.pdf' },
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors?.content_type).toEqual([CHAT_MESSAGES.notAllowedType]);
    const evil = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><rect/></svg>');
    const evilSent = await send({ message_type: 'file', file: await upload(evil, 'image/svg+xml', 'evil.svg') });
    expect(evilSent.status).toBe(400);
    expect(evilSent.body.message).toBe(CHAT_MESSAGES.unsafeSvg);
    const liar = await send({
      message_type: 'file',
      file: await upload(Buffer.from('just text, not a png'), 'image/png', 'fake.png'),
    });
    expect(liar.status).toBe(400);
    expect(liar.body.message).toBe(CHAT_MESSAGES.notAllowedType);
    const someoneElses = await upload(png, 'image/png', 'lead.png', lead);
    expect((await send({ message_type: 'file', file: someoneElses }, owner)).status).toBe(400);
    expect((await getWorkspace(workspaceId))!.storage_bytes ?? 0).toBe(storageBefore);
    expect((await getConversation(workspaceId))!.message_count).toBe(countBefore);
  });

  it('writes nothing at all when the storage cap refuses the send: no message, no counters, no bytes', async () => {
    await read(approver);
    const file = await upload(png, 'image/png', 'too-much.png');
    const countBefore = (await getConversation(workspaceId))!.message_count;
    const lastBefore = (await getConversation(workspaceId))!.last_message_id;
    const original = (await getWorkspace(workspaceId))!.storage_bytes ?? 0;
    const nearCap = WORKSPACE_STORAGE_CAP_BYTES - png.length + 1;
    await patchItem(Workspace, { workspace_id: workspaceId, storage_bytes: nearCap });
    try {
      const refused = await send({ message_type: 'file', file, content: 'over the cap' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(CHAT_MESSAGES.storageFull);
      expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(nearCap);
      expect((await getConversation(workspaceId))!).toMatchObject({
        message_count: countBefore,
        last_message_id: lastBefore,
      });
      expect(await unreadOf(approver)).toBe(0);
      expect((await page('?per_page=1')).body.data.messages[0].content).not.toBe('over the cap');
    } finally {
      await patchItem(Workspace, { workspace_id: workspaceId, storage_bytes: original });
    }
  });

  it('pushes new messages on the chat channel and unread counts on the user channel; refuses those who may not read', async () => {
    const listener = await liveClient(baseUrl(), approver.token);
    clients.push(listener);
    expect(await listener.subscribe(`chat:${workspaceId}`)).toBe(true);
    expect(await listener.subscribe(`user:${approver.userId}`)).toBe(true);
    const outsider = await liveClient(baseUrl(), stranger.token);
    clients.push(outsider);
    expect(await outsider.subscribe(`chat:${workspaceId}`)).toBe(false);
    const nonChatter = await liveClient(baseUrl(), spectator.token);
    clients.push(nonChatter);
    expect(await nonChatter.subscribe(`chat:${workspaceId}`)).toBe(false);

    await read(approver);
    const sent = (await send({ content: 'live hello' }, lead)).body.data.message;
    const pushed = await listener.next((m) => m.event === 'chat_message.created' && m.data?.id === sent.id);
    expect(pushed).toMatchObject({
      channel: `chat:${workspaceId}`,
      data: { content: 'live hello', user_id: lead.userId, message_type: 'text', has_file: false },
    });
    const counted = await listener.next(
      (m) =>
        m.event === 'chat_count.changed' && m.data?.workspace_id === workspaceId && m.data?.unread_message_count === 1,
    );
    expect(counted.channel).toBe(`user:${approver.userId}`);
    await read(approver);
    await listener.next(
      (m) =>
        m.event === 'chat_count.changed' && m.data?.workspace_id === workspaceId && m.data?.unread_message_count === 0,
    );
    await listener.next(
      (m) =>
        m.event === 'chat_read.changed' &&
        m.data?.user_id === approver.userId &&
        m.data?.last_read_message_id === sent.id,
    );
    // A chat message alone does not announce a workspace counter change (no board refetch: decisions V25).
    expect(listener.events(`user:${approver.userId}`, 'workspace_counter.changed').length).toBe(0);
  });
});
