/**
 * Renditions that fail (issue 40 "Thumbnails … that fail are retried, and a content whose rendition keeps
 * failing says so on its tile instead of spinning forever"; decisions FT1, FT2): a damaged image whose
 * header reads is kept with `rendition: 'failed'` and no preview URLs (after its bounded retries); the
 * team's retry answers the content again, still failed while the file is damaged, and ready with working
 * previews once its original renders; a guest may not retry. A file whose header cannot be read is still
 * refused (issue 10, tests/integration/contents.test.ts).
 */
import sharp from 'sharp';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { uploadCardContents } from '../support/uploads';
import { testS3Client } from '../support/s3';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import { getContent } from '../../functions/src/data/contents';
import type { Content } from '../../shared/schemas/contents';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A PNG cut short: its header (600 × 400) reads, its pixel data ends early, so it cannot be drawn. */
const damagedPng = async () => (await png(600, 400)).subarray(0, 3000);

const exists = async (key: string) =>
  testS3Client()
    .send(new HeadObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false);

describe('content renditions that fail', () => {
  let owner: SignedInUser;
  let guest: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const contents = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`;

  beforeAll(async () => {
    owner = await signedInUser('renditions-owner');
    guest = await signedInUser('renditions-guest');
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0];
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${fixture.stages[0].id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
  });

  it('keeps a damaged image as a content whose rendition failed, and the API says so', async () => {
    const bytes = await damagedPng();
    const res = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes, type: 'image/png', filename: 'damaged.png' },
      { bytes: await png(64, 48), type: 'image/png', filename: 'fine.png' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [damaged, fine] = res.body.data;
    expect(damaged).toMatchObject({ filename: 'damaged.png', rendition: 'failed', size: bytes.length });
    expect(damaged!.urls).toMatchObject({ small: null, thumbnail: null });
    expect(fine).toMatchObject({ filename: 'fine.png', rendition: 'ready' });
    expect(fine!.urls.thumbnail).toEqual(expect.any(String));

    // Stored: the original is kept (and downloadable), no rendition exists, and the list says the same.
    const record = (await getContent(cardId, damaged!.id))!;
    expect(record.rendition_failed).toBe(true);
    expect(await exists(`${record.folder}original`)).toBe(true);
    expect(await exists(`${record.folder}thumbnail.png`)).toBe(false);
    const original = await fetch(damaged!.urls.original);
    expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
    const list = await api<Content[]>('GET', contents(), { token: owner.token });
    expect(list.body.data.map((c) => [c.filename, c.rendition])).toEqual([
      ['damaged.png', 'failed'],
      ['fine.png', 'ready'],
    ]);
  });

  it('lets the team retry a failed preview: still failed while the file is damaged, ready once it renders', async () => {
    const res = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: await damagedPng(), type: 'image/png', filename: 'retry.png' },
    ]);
    const content = res.body.data[0]!;
    expect(content.rendition).toBe('failed');
    const retry = `${contents()}/${content.id}/renditions`;

    // A guest may not retry (the Approver cannot replace contents).
    expect((await api('POST', retry, { token: guest.token })).status).toBe(403);

    const again = await api<Content>('POST', retry, { token: owner.token });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: content.id, rendition: 'failed', urls: { thumbnail: null } });

    // The file is repaired where it is stored (as a transient failure that passed): the retry makes the previews.
    const record = (await getContent(cardId, content.id))!;
    await testS3Client().send(
      new PutObjectCommand({
        Bucket: process.env.UPLOADS_BUCKET,
        Key: `${record.folder}original`,
        Body: await png(600, 400),
        ContentType: 'image/png',
      }),
    );
    const fixed = await api<Content>('POST', retry, { token: owner.token });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.rendition).toBe('ready');
    const thumbnail = await fetch(fixed.body.data.urls.thumbnail!);
    expect(thumbnail.status).toBe(200);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(400);
    expect((await getContent(cardId, content.id))!.rendition_failed).toBeUndefined();
    const shown = await api<Content>('GET', `${contents()}/${content.id}`, { token: owner.token });
    expect(shown.body.data.rendition).toBe('ready');
  });
});
