/**
 * One upload is stored once, beyond card contents (issue 40 "Nothing is created twice"; decisions UP2, ON1–ON4):
 * two calls that store the same pending upload at the same time, without a shared Idempotency-Key (two tabs, a
 * script, a retry that lost its key), keep it once.
 *
 * - Comment files and chat files become a new comment or message each time, so the second call is refused (409
 *   "already saved", or 400 "not found" when it came after the first had deleted the upload): one comment, one
 *   message, the bytes counted once in the workspace's storage, and one stored object.
 * - A profile picture or a workspace logo replaces one field: both calls may succeed, but the end state is one
 *   picture, and its folder is the only set of renditions left in S3.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned } from '../support/uploads';
import { testS3Client } from '../support/s3';
import { getWorkspace } from '../../functions/src/data/workspaces';
import { getUser } from '../../functions/src/data/users';
import { cardUploadPrefix, userUploadPrefix, workspaceUploadPrefix } from '../../functions/src/lib/uploads/keys';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { UPLOAD_MESSAGES } from '../../shared/schemas/upload-limits';
import { TRANSFER_MESSAGES } from '../../shared/schemas/org-transfer-limits';
import type { CommentsPage } from '../../shared/schemas/comments';
import type { MessagesPage } from '../../shared/schemas/chat';
import { commitCommentPost, commitDraft, findComment, type CommentRecord } from '../../functions/src/data/comments';
import { commitCommentEdit } from '../../functions/src/data/comment-edits';
import { getDraft } from '../../functions/src/data/comment-reads';
import { commitMessage, ensureConversation, listMessages } from '../../functions/src/data/chat';
import { getCard } from '../../functions/src/data/cards';
import { uuidv7 } from '../../functions/src/lib/ids/uuid';
import { ConflictError } from '../../functions/src/lib/http/errors';
import { promotePendingUpload } from '../../functions/src/services/uploads/pending-uploads';
import { zipOf } from '../support/org-transfer';

const png = (shade: number) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await testS3Client().send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

/** Presign at `path` with `body`, then POST `bytes` to S3 as the browser does: the key to confirm. */
async function pendingUpload(user: SignedInUser, path: string, body: Record<string, unknown>, bytes: Buffer) {
  const presigned = await api<PresignedPost>('POST', path, { token: user.token, body });
  expect(presigned.status, JSON.stringify(presigned.body)).toBeLessThan(300);
  expect(await postToPresigned(presigned.body.data, bytes, 'image/png')).toBeLessThan(300);
  return presigned.body.data.key;
}

/** Two answers of one upload stored twice at once: one success, one refusal as already stored (or gone). */
function expectOneKept(answers: Array<{ status: number; body: { message?: string } }>, success: number) {
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses[0], JSON.stringify(answers.map((a) => a.body))).toBe(success);
  expect([409, 400], JSON.stringify(answers.map((a) => a.body))).toContain(statuses[1]);
  const refused = answers.find((a) => a.status !== success)!;
  expect([UPLOAD_MESSAGES.alreadyStored, UPLOAD_MESSAGES.notFound]).toContain(refused.body.message);
}

const headers = () => ({ 'idempotency-key': crypto.randomUUID() });

describe('one upload, stored once, beyond card contents', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let organizationId: string;
  let cardId: string;

  beforeAll(async () => {
    owner = await signedInUser('upload-once-others');
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0]!;
    organizationId = (await getWorkspace(workspaceId))!.organization_id;
  });

  it('makes one comment of one file posted twice at once', async () => {
    const comments = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/comments`;
    const bytes = await png(30);
    const key = await pendingUpload(
      owner,
      `${comments}/attachment_uploads`,
      { content_type: 'image/png', size: bytes.length, filename: 'twice.png' },
      bytes,
    );
    const before = (await getWorkspace(workspaceId))!.storage_bytes ?? 0;
    const filesBefore = await keysUnder(`${cardUploadPrefix(organizationId, workspaceId, cardId)}comments/`);
    const post = () =>
      api('POST', comments, {
        token: owner.token,
        headers: headers(),
        body: {
          comment: {
            description: '<p>comment twice</p>',
            internal: true,
            attachments_attributes: [{ key, content_type: 'image/png', filename: 'twice.png' }],
          },
        },
      });
    expectOneKept(await Promise.all([post(), post()]), 201);

    const listed = (await api<CommentsPage>('GET', `${comments}?chat_status=team`, { token: owner.token })).body.data;
    expect(listed.comments.filter((c) => c.description.includes('comment twice'))).toHaveLength(1);
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(before + bytes.length);
    const files = await keysUnder(`${cardUploadPrefix(organizationId, workspaceId, cardId)}comments/`);
    expect(files.filter((f) => !filesBefore.includes(f))).toHaveLength(1);
  });

  it('makes one chat message of one file sent twice at once', async () => {
    const chat = `/api/v1/new_message/${workspaceId}/workspaces/${workspaceId}`;
    const bytes = await png(80);
    const key = await pendingUpload(
      owner,
      `${chat}/uploads`,
      { content_type: 'image/png', size: bytes.length, filename: 'twice.png' },
      bytes,
    );
    const before = (await getWorkspace(workspaceId))!.storage_bytes ?? 0;
    const send = () =>
      api('POST', chat, {
        token: owner.token,
        headers: headers(),
        body: { content: 'chat twice', message_type: 'file', file: { key, filename: 'twice.png' } },
      });
    expectOneKept(await Promise.all([send(), send()]), 201);

    const page = (await api<MessagesPage>('GET', `/api/v1/get_messages/${workspaceId}`, { token: owner.token })).body
      .data;
    expect(page.messages.filter((m) => m.content === 'chat twice')).toHaveLength(1);
    expect((await getWorkspace(workspaceId))!.storage_bytes).toBe(before + bytes.length);
    expect(await keysUnder(`${workspaceUploadPrefix(organizationId, workspaceId)}chat/`)).toHaveLength(1);
  });

  it('keeps one profile picture of one upload confirmed twice at once, and no other renditions', async () => {
    const user = await signedInUser('upload-once-avatar');
    const key = await pendingUpload(
      user,
      '/api/v1/users/logo_upload',
      { content_type: 'image/png', size: (await png(140)).length },
      await png(140),
    );
    const confirm = () =>
      api('PUT', '/api/v1/users/update_detail', {
        token: user.token,
        headers: headers(),
        body: { first_name: 'Pic', logo_key: key },
      });
    const answers = await Promise.all([confirm(), confirm()]);
    // A picture replaces one field: the second call may succeed too, or find the upload gone.
    expect(answers.map((a) => a.status).sort()[0], JSON.stringify(answers.map((a) => a.body))).toBe(200);

    const folder = (await getUser(user.userId))!.logo_key!;
    expect(folder).toMatch(new RegExp(`^${userUploadPrefix(user.userId)}logo/`));
    expect(await keysUnder(`${userUploadPrefix(user.userId)}logo/`)).toEqual([
      `${folder}icon.png`,
      `${folder}thumbnail.png`,
    ]);
  });

  it('keeps one workspace logo of one upload confirmed twice at once, and no other renditions', async () => {
    const bytes = await png(220);
    const key = await pendingUpload(
      owner,
      `/api/v1/workspaces/${workspaceId}/logo_upload`,
      { content_type: 'image/png', size: bytes.length },
      bytes,
    );
    const confirm = () =>
      api('PUT', `/api/v1/workspaces/${workspaceId}/logo`, {
        token: owner.token,
        headers: headers(),
        body: { logo_key: key },
      });
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((a) => a.status).sort()[0], JSON.stringify(answers.map((a) => a.body))).toBe(200);

    const folder = (await getWorkspace(workspaceId))!.logo_key!;
    expect(await keysUnder(`${workspaceUploadPrefix(organizationId, workspaceId)}logo/`)).toEqual([
      `${folder}medium.png`,
      `${folder}thumb.png`,
    ]);
  });

  it('starts one organization import of one zip confirmed twice at once', async () => {
    const user = await signedInUser('upload-once-import');
    // Not an export: the one job started fails and leaves nothing; the test is about how many start.
    const zip = await zipOf([['readme.txt', Buffer.from('not an export')]]);
    const presigned = await api<PresignedPost>('POST', '/api/v1/organizations/imports/upload', { token: user.token });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(200);
    expect(await postToPresigned(presigned.body.data, zip, 'application/zip')).toBeLessThan(300);
    const start = () =>
      api<{ import_id: string }>('POST', '/api/v1/organizations/imports', {
        token: user.token,
        headers: headers(),
        body: { key: presigned.body.data.key },
      });
    const answers = await Promise.all([start(), start()]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([202, 409]);
    // The import page's own words: the card's "Reload to see it" would point nowhere there.
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(TRANSFER_MESSAGES.alreadyImporting);
  });

  it('answers 409 when another call stored the upload and deleted it after this call took it (decisions LX2)', async () => {
    // The narrow window of two concurrent posts: B read the pending file, then A copied it, committed and deleted
    // it before B's copy. B's copy must be the same refusal as a refused claim, not a 500.
    const bytes = await png(60);
    const pendingKey = await pendingUpload(
      owner,
      `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/comments/attachment_uploads`,
      { content_type: 'image/png', size: bytes.length, filename: 'gone.png' },
      bytes,
    );
    await testS3Client().send(new DeleteObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: pendingKey }));
    const finalKey = `${cardUploadPrefix(organizationId, workspaceId, cardId)}comments/${crypto.randomUUID()}`;
    await expect(promotePendingUpload(pendingKey, finalKey)).rejects.toThrow(
      new ConflictError(UPLOAD_MESSAGES.alreadyStored),
    );
    expect(await keysUnder(finalKey)).toEqual([]);
  });

  it('refuses a second comment, draft, edit or chat message that keeps the same upload, and writes nothing', async () => {
    const card = { workspace_id: workspaceId, card_id: cardId };
    const uploadId = crypto.randomUUID();
    const refused = new ConflictError(UPLOAD_MESSAGES.alreadyStored);
    const at = new Date().toISOString();
    const comment = (description: string): CommentRecord => ({
      card_id: cardId,
      tab: 'team',
      comment_id: uuidv7(),
      workspace_id: workspaceId,
      user_id: owner.userId,
      description,
      attachments: [],
      mentioned_user_ids: [],
      created_at: at,
      updated_at: at,
    });
    const first = comment('<p>claimed</p>');
    expect(await commitCommentPost({ card, comment: first, notices: [], uploadIds: [uploadId] })).toBe(true);
    const count = (await getCard(workspaceId, cardId))?.comment_count_team;

    // The same upload again: as another comment, as a draft's file, as an edit's file, as a chat file.
    const again = comment('<p>claimed again</p>');
    await expect(commitCommentPost({ card, comment: again, notices: [], uploadIds: [uploadId] })).rejects.toThrow(
      refused,
    );
    const draft = {
      card,
      userId: owner.userId,
      tab: 'team' as const,
      draftId: crypto.randomUUID(),
      expected: null,
      description: '<p>draft</p>',
      attachments: [],
      bytesDelta: 0,
      storageCap: null,
      now: Date.now(),
    };
    await expect(commitDraft({ ...draft, uploadIds: [uploadId] })).rejects.toThrow(refused);
    const edit = {
      card,
      current: first,
      description: '<p>edited</p>',
      mentionIds: [],
      attachments: [],
      bytesDelta: 0,
      storageCap: null,
      now: Date.now(),
    };
    await expect(commitCommentEdit({ ...edit, uploadIds: [uploadId] })).rejects.toThrow(refused);
    const message = {
      conversation_id: workspaceId,
      message_id: uuidv7(),
      workspace_id: workspaceId,
      user_id: owner.userId,
      user_full_name: 'Test',
      user_name_initials: 'T',
      content: 'claimed message',
      message_type: 'text' as const,
      created_at: new Date().toISOString(),
    };
    await ensureConversation(workspaceId, message.created_at);
    await expect(commitMessage({ message, recipientIds: [], uploadId })).rejects.toThrow(refused);

    expect(await findComment(cardId, again.comment_id)).toBeNull();
    expect((await getCard(workspaceId, cardId))?.comment_count_team).toBe(count);
    expect(await getDraft(cardId, owner.userId, 'team')).toBeNull();
    expect((await findComment(cardId, first.comment_id))?.description).toBe('<p>claimed</p>');
    const messages = (await listMessages(workspaceId, { perPage: 50 })).items;
    expect(messages.map((m) => m.message_id)).not.toContain(message.message_id);

    // Another upload is another claim: each write is kept.
    expect(await commitDraft({ ...draft, uploadIds: [crypto.randomUUID()] })).toBe(true);
    expect(await commitCommentEdit({ ...edit, uploadIds: [crypto.randomUUID()] })).toBe(true);
    expect(await commitMessage({ message, recipientIds: [], uploadId: crypto.randomUUID() })).toBe(true);
  });
});
