/**
 * One upload is stored once (issue 40 "Nothing is created twice"; decisions UP2): two calls that store the same
 * pending upload, at the same time and without a shared Idempotency-Key (two tabs, a script, a retry that lost
 * its key), make one content or one version, never two. The second is refused with 409 and leaves nothing
 * behind: the card's count and the workspace's storage count the file once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import type { Content, ContentsUploadInfo, ContentVersion } from '../../shared/schemas/contents';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { UPLOAD_MESSAGES } from '../../shared/schemas/upload-limits';
import { getCard } from '../../functions/src/data/cards';
import { addContents, getContent, listContents, replaceContent } from '../../functions/src/data/contents';
import { ConflictError } from '../../functions/src/lib/http/errors';

const png = (shade: number) =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();

describe('one upload, stored once', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const contents = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`;

  /** A pending upload of `filename` on the card, sent to S3: its key and size. */
  const pendingUpload = async (filename: string, shade: number) => {
    const bytes = await png(shade);
    const presigned = await api<PresignedPost>('POST', `${contents()}/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename },
    });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
    expect(await postToPresigned(presigned.body.data, bytes, 'image/png')).toBeLessThan(300);
    return { key: presigned.body.data.key, size: bytes.length };
  };
  const storageUsed = async () =>
    (await api<ContentsUploadInfo>('GET', `${contents()}/new`, { token: owner.token })).body.data.storage_used_bytes;

  beforeAll(async () => {
    owner = await signedInUser('upload-once-owner');
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0]!;
  });

  it('makes one content of one upload confirmed twice at once', async () => {
    const before = await storageUsed();
    const upload = await pendingUpload('twice.png', 20);
    const confirm = (idempotencyKey: string) =>
      api<Content>('POST', contents(), {
        token: owner.token,
        body: { key: upload.key, filename: 'twice.png' },
        headers: { 'idempotency-key': idempotencyKey },
      });
    const answers = await Promise.all([confirm(crypto.randomUUID()), confirm(crypto.randomUUID())]);

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0], JSON.stringify(answers.map((a) => a.body))).toBe(201);
    // The second is refused: as already stored when both read the upload, as not found when it came too late.
    expect([409, 400]).toContain(statuses[1]);
    const refused = answers.find((a) => a.status !== 201)!;
    expect([UPLOAD_MESSAGES.alreadyStored, UPLOAD_MESSAGES.notFound]).toContain(refused.body.message);

    const listed = (await api<Content[]>('GET', contents(), { token: owner.token })).body.data;
    expect(listed.filter((c) => c.name === 'twice.png')).toHaveLength(1);
    expect((await getCard(workspaceId, cardId))?.attachment_count).toBe(listed.length);
    expect(await storageUsed()).toBe(before + upload.size);
  });

  it('makes one version of one upload stored twice at once as a new version', async () => {
    const [content] = (
      await uploadCardContents(owner.token, workspaceId, cardId, [
        { bytes: await png(60), type: 'image/png', filename: 'front.png' },
      ])
    ).body.data;
    const before = await storageUsed();
    const upload = await pendingUpload('front-2.png', 200);
    const replace = (idempotencyKey: string) =>
      api<Content>('PUT', `${contents()}/${content!.id}`, {
        token: owner.token,
        body: { replace: true, key: upload.key, filename: 'front-2.png' },
        headers: { 'idempotency-key': idempotencyKey },
      });
    const answers = await Promise.all([replace(crypto.randomUUID()), replace(crypto.randomUUID())]);

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0], JSON.stringify(answers.map((a) => a.body))).toBe(200);
    expect([409, 400]).toContain(statuses[1]);
    const refused = answers.find((a) => a.status !== 200)!;
    expect([UPLOAD_MESSAGES.alreadyStored, UPLOAD_MESSAGES.notFound]).toContain(refused.body.message);

    const versions = (
      await api<ContentVersion[]>('GET', `${contents()}/${content!.id}/versions`, { token: owner.token })
    ).body.data;
    expect(versions.map((v) => v.filename)).toEqual(['front.png']);
    const now = (await api<Content>('GET', `${contents()}/${content!.id}`, { token: owner.token })).body.data;
    expect(now).toMatchObject({ filename: 'front-2.png', versions_count: 1 });
    expect(await storageUsed()).toBe(before + upload.size);
  });

  it('refuses the same upload stored again after it was stored', async () => {
    const upload = await pendingUpload('again.png', 120);
    const confirm = () =>
      api<Content>('POST', contents(), { token: owner.token, body: { key: upload.key, filename: 'again.png' } });
    expect((await confirm()).status).toBe(201);
    const again = await confirm();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(UPLOAD_MESSAGES.notFound);
    const listed = (await api<Content[]>('GET', contents(), { token: owner.token })).body.data;
    expect(listed.filter((c) => c.name === 'again.png')).toHaveLength(1);
  });

  it('refuses a second write that keeps the same upload, whatever the timing, and writes nothing', async () => {
    const card = { workspace_id: workspaceId, card_id: cardId };
    const rule = { capBytes: null };
    const uploadId = crypto.randomUUID();
    const file = (contentId: string, filename: string) => ({
      content_id: contentId,
      type: 'image/png' as const,
      filename,
      size: 1000,
      folder: `test/${contentId}/${crypto.randomUUID()}/`,
      upload_id: uploadId,
    });
    const [first] = await addContents(card, [file(crypto.randomUUID(), 'claimed.png')], rule, owner.userId);
    const count = (await getCard(workspaceId, cardId))?.attachment_count;

    // The same upload again as a new content, then as a new version of the first: both refused, nothing written.
    const again = addContents(card, [file(crypto.randomUUID(), 'claimed-again.png')], rule, owner.userId);
    await expect(again).rejects.toThrow(new ConflictError(UPLOAD_MESSAGES.alreadyStored));
    const content = (await getContent(cardId, first!.content_id))!;
    const asVersion = replaceContent(card, content, file(first!.content_id, 'claimed-v2.png'), rule);
    await expect(asVersion).rejects.toThrow(new ConflictError(UPLOAD_MESSAGES.alreadyStored));

    expect((await listContents(cardId)).map((c) => c.filename)).not.toContain('claimed-again.png');
    expect(await getContent(cardId, first!.content_id)).toMatchObject({ filename: 'claimed.png', versions_count: 0 });
    expect((await getCard(workspaceId, cardId))?.attachment_count).toBe(count);

    // Another upload is another claim: the version is kept.
    const next = { ...file(first!.content_id, 'claimed-v2.png'), upload_id: crypto.randomUUID() };
    expect(await replaceContent(card, content, next, rule)).toMatchObject({
      filename: 'claimed-v2.png',
      versions_count: 1,
    });
  });
});
