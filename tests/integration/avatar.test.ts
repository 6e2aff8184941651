/**
 * Profile pictures (issue 3 "Profile"): presigned POST to S3, then verified, circle-cropped and rendered
 * by sharp; files that are not images are refused and deleted.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned } from '../support/uploads';

async function upload(user: SignedInUser, bytes: Buffer, contentType: 'image/png' | 'image/jpeg') {
  const presigned = await api<PresignedPost>('POST', '/api/v1/users/logo_upload', {
    token: user.token,
    body: { content_type: contentType, size: bytes.length },
  });
  expect(presigned.status).toBe(200);
  expect(await postToPresigned(presigned.body.data, bytes, contentType)).toBeLessThan(300);
  return presigned.body.data.key;
}

describe('profile picture', () => {
  it('stores a circle-cropped thumbnail and icon of an uploaded photo', async () => {
    const user = await signedInUser('avatar');
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1f8a5b' } })
      .jpeg()
      .toBuffer();
    const key = await upload(user, photo, 'image/jpeg');
    const res = await api<{ logo: { thumbnail_url: string; icon_url: string } }>('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'Pic', logo_key: key },
    });
    expect(res.status).toBe(200);
    const thumbnail = Buffer.from(await (await fetch(res.body.data.logo.thumbnail_url)).arrayBuffer());
    const { width, height, format } = await sharp(thumbnail).metadata();
    expect({ width, height, format }).toEqual({ width: 256, height: 256, format: 'png' });
    const { data } = await sharp(thumbnail).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // top-left corner is outside the circle: transparent
    expect(data[(128 * 256 + 128) * 4 + 3]).toBe(255); // the centre is opaque
    const icon = await sharp(Buffer.from(await (await fetch(res.body.data.logo.icon_url)).arrayBuffer())).metadata();
    expect(icon.width).toBe(64);
  });

  it('refuses a file that is not an image and keeps the old profile', async () => {
    const user = await signedInUser('fake');
    const key = await upload(user, Buffer.from('this is not a picture at all'), 'image/png');
    const res = await api('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'Changed', logo_key: key },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File selected is not an image');
    const again = await api('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'Changed', logo_key: key },
    });
    expect(again.body.message).toBe('The upload was not found. Please upload the file again.');
    const detail = await api<{ first_name: string; logo: null }>('POST', '/api/v1/users/detail', { token: user.token });
    expect(detail.body.data).toMatchObject({ first_name: 'Test', logo: null });
  });

  it("refuses another user's upload key and oversize or non-image requests", async () => {
    const user = await signedInUser('keys');
    const res = await api('PUT', '/api/v1/users/update_detail', {
      token: user.token,
      body: { first_name: 'X', logo_key: 'users/someone-else/logo/original-1' },
    });
    expect(res.body.errors).toEqual({ logo_key: ['Invalid upload key'] });
    const big = await api('POST', '/api/v1/users/logo_upload', {
      token: user.token,
      body: { content_type: 'image/png', size: 5_000_001 },
    });
    expect(big.body.errors).toEqual({ size: ['Maximum file size is 5MB.'] });
    const gif = await api('POST', '/api/v1/users/logo_upload', {
      token: user.token,
      body: { content_type: 'image/gif', size: 10 },
    });
    expect(gif.body.errors).toEqual({ content_type: ['File selected is not an image'] });
  });
});
