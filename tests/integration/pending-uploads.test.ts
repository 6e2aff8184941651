/**
 * The shared upload pipeline (issue 10; docs/decisions.md S23, S24): uploads wait under `pending/` until
 * confirmed and are moved out by the confirmation; a file with an image signature that sharp cannot
 * decode is refused with the spec's "File selected is not an image", deleted, and changes nothing; one
 * user holds at most OPEN_UPLOADS_PER_HOUR presigned uploads open (429), and a confirmation gives one back.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { testS3Client } from '../support/s3';
import { getWorkspace } from '../../functions/src/data/workspaces';
import { OPEN_UPLOADS_PER_HOUR } from '../../functions/src/data/upload-quotas';
import { promotePendingUpload } from '../../functions/src/services/uploads/pending-uploads';
import { UPLOAD_MESSAGES, type PresignedPost } from '../../shared/schemas/uploads';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned } from '../support/uploads';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Passes the magic-byte check, but is no PNG: sharp fails to decode it. */
const pngWithJunk = () => Buffer.concat([PNG_SIGNATURE, randomBytes(2000)]);

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await testS3Client().send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key!);
}

async function presignAvatar(user: SignedInUser, size = 100) {
  return api<PresignedPost>('POST', '/api/v1/users/logo_upload', {
    token: user.token,
    body: { content_type: 'image/png', size },
  });
}

async function uploadAvatar(user: SignedInUser, bytes: Buffer): Promise<string> {
  const presigned = await presignAvatar(user, bytes.length);
  expect(presigned.status).toBe(200);
  expect(await postToPresigned(presigned.body.data, bytes, 'image/png')).toBeLessThan(300);
  return presigned.body.data.key;
}

describe('pending uploads', () => {
  it('refuses a profile picture with a PNG signature and junk behind it, deletes it and keeps the profile', async () => {
    const user = await signedInUser('junk-avatar');
    const key = await uploadAvatar(user, pngWithJunk());
    expect(key.startsWith(`pending/${user.userId}/avatar/`)).toBe(true);
    const res = await api('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'Changed', logo_key: key },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: UPLOAD_MESSAGES.notAnImage,
      errors: { file: [UPLOAD_MESSAGES.notAnImage] },
    });
    expect(await keysUnder(`pending/${user.userId}/`)).toEqual([]);
    expect(await keysUnder(`users/${user.userId}/`)).toEqual([]);
    const detail = await api<{ first_name: string; logo: null }>('POST', '/api/v1/users/detail', { token: user.token });
    expect(detail.body.data).toMatchObject({ first_name: 'Test', logo: null });
  });

  it('refuses a workspace logo with a PNG signature and junk behind it, deletes it and stores nothing', async () => {
    const owner = await signedInUser('junk-logo');
    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Junk', organization_id: owner.personalOrganizationId },
    });
    const workspaceId = ws.body.data.id;
    const bytes = pngWithJunk();
    const presigned = await api<PresignedPost>('POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, {
      token: owner.token,
      body: { content_type: 'image/png', size: bytes.length },
    });
    expect(await postToPresigned(presigned.body.data, bytes, 'image/png')).toBeLessThan(300);
    const res = await api('PUT', `/api/v1/workspaces/${workspaceId}/logo`, {
      token: owner.token,
      body: { logo_key: presigned.body.data.key },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(await keysUnder(`pending/${owner.userId}/`)).toEqual([]);
    expect(await keysUnder(`org/${owner.personalOrganizationId}/workspace/${workspaceId}/`)).toEqual([]);
    expect((await getWorkspace(workspaceId))!.logo_key).toBeUndefined();
  });

  it("moves a confirmed picture out of pending/, and refuses another user's pending key", async () => {
    const user = await signedInUser('pending-move');
    const key = await uploadAvatar(
      user,
      await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123' } })
        .png()
        .toBuffer(),
    );
    const other = await signedInUser('pending-thief');
    const stolen = await api('PUT', '/api/v1/users/update_detail', {
      token: other.token,
      body: { first_name: 'X', logo_key: key },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual({ logo_key: [UPLOAD_MESSAGES.invalidKey] });
    expect(await keysUnder(key)).toEqual([key]);

    const res = await api('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'Pic', logo_key: key },
    });
    expect(res.status).toBe(200);
    expect(await keysUnder(`pending/${user.userId}/`)).toEqual([]);
    expect((await keysUnder(`users/${user.userId}/logo/`)).length).toBe(2);
  });

  it('moves an original to its final key for purposes that keep it', async () => {
    const user = await signedInUser('pending-promote');
    const key = await uploadAvatar(user, Buffer.from('original bytes'));
    const finalKey = `users/${user.userId}/kept/original`;
    await promotePendingUpload(key, finalKey);
    expect(await keysUnder(key)).toEqual([]);
    const head = await testS3Client().send(
      new HeadObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: finalKey }),
    );
    expect(head.ContentLength).toBe('original bytes'.length);
  });

  it(`answers 429 past ${OPEN_UPLOADS_PER_HOUR} open uploads, and gives one back per confirmation`, async () => {
    const user = await signedInUser('pending-limit');
    const open: PresignedPost[] = [];
    for (let i = 0; i < OPEN_UPLOADS_PER_HOUR; i++) {
      const res = await presignAvatar(user);
      expect(res.status, `presign ${i + 1}`).toBe(200);
      open.push(res.body.data);
    }
    const refused = await presignAvatar(user);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      status: 'error',
      message: UPLOAD_MESSAGES.tooManyOpen(OPEN_UPLOADS_PER_HOUR),
    });

    // A confirmation closes its upload, even one refused: the user may start exactly one more.
    expect(await postToPresigned(open[0], pngWithJunk(), 'image/png')).toBeLessThan(300);
    const confirmed = await api('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'X', logo_key: open[0].key },
    });
    expect(confirmed.status).toBe(400);
    expect((await presignAvatar(user)).status).toBe(200);
    expect((await presignAvatar(user)).status).toBe(429);
  });
});
