/**
 * A content keeps its name across versions (issue 37 "a content keeps its name across versions, with each
 * version's file name shown beside its number"; decisions DL7): replacing the file changes `filename` (the
 * current file's own name) and never `name` (the first file's), and the version list names each earlier
 * version's own file beside its number.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned, uploadCardContents } from '../support/uploads';
import type { Content, ContentVersion } from '../../shared/schemas/contents';
import type { PresignedPost } from '../../shared/schemas/uploads';

const png = (shade: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 120, b: 90 } } })
    .png()
    .toBuffer();

describe('content names across versions', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let cardId: string;
  const contents = () => `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`;

  /** Upload `filename` as the content's new version (sent twice under `key` when given, as a retry would). */
  const replace = async (contentId: string, filename: string, shade: number, key?: string) => {
    const bytes = await png(shade);
    const presigned = await api<PresignedPost>('POST', `${contents()}/new`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length, filename },
    });
    expect(presigned.status).toBe(201);
    await postToPresigned(presigned.body.data, bytes, 'image/png');
    const send = () =>
      api<Content>('PUT', `${contents()}/${contentId}`, {
        token: owner.token,
        body: { replace: true, key: presigned.body.data.key, filename },
        headers: key ? { 'idempotency-key': key } : {},
      });
    const replaced = await send();
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    if (key) {
      const again = await send();
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(replaced.body.data);
    }
    return replaced.body.data;
  };

  beforeAll(async () => {
    owner = await signedInUser('content-names-owner');
    const fixture = await boardFixture(owner, ['Review'], 1);
    workspaceId = fixture.workspaceId;
    cardId = fixture.stages[0].cardIds[0]!;
  });

  it('keeps the first file name as the name and lists each version with its own file name', async () => {
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: await png(10), type: 'image/png', filename: 'look-1.png' },
    ]);
    const [content] = uploaded.body.data;
    expect(content).toMatchObject({ name: 'look-1.png', filename: 'look-1.png', versions_count: 0 });

    expect(await replace(content!.id, 'look-1-final.png', 80)).toMatchObject({
      name: 'look-1.png',
      filename: 'look-1-final.png',
      versions_count: 1,
    });
    await replace(content!.id, 'look-1-final-v3.png', 160);

    const listed = (await api<Content[]>('GET', contents(), { token: owner.token })).body.data;
    expect(listed.map((c) => [c.name, c.filename])).toEqual([['look-1.png', 'look-1-final-v3.png']]);
    const versions = (
      await api<ContentVersion[]>('GET', `${contents()}/${content!.id}/versions`, { token: owner.token })
    ).body.data;
    expect(versions.map((v) => [v.version, v.filename])).toEqual([
      [2, 'look-1-final.png'],
      [1, 'look-1.png'],
    ]);
  });

  it('adds one version for a replace sent twice under one Idempotency-Key', async () => {
    const uploaded = await uploadCardContents(owner.token, workspaceId, cardId, [
      { bytes: await png(30), type: 'image/png', filename: 'retry-1.png' },
    ]);
    const [content] = uploaded.body.data;
    expect(await replace(content!.id, 'retry-2.png', 90, 'replace-retry-1')).toMatchObject({ versions_count: 1 });
    const versions = (
      await api<ContentVersion[]>('GET', `${contents()}/${content!.id}/versions`, { token: owner.token })
    ).body.data;
    expect(versions.map((v) => v.filename)).toEqual(['retry-1.png']);
  });
});
