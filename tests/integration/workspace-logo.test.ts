/**
 * Workspace logos (accounts spec §2 "create with a name and an optional logo", §3 Workspace `logo
 * (thumb_url, medium_url)`, §7 Workspaces; docs/decisions.md W7): presigned POST to S3 under the
 * workspace's prefix, then confirmed, verified and rendered square by sharp; shown wherever a workspace
 * is; bad files refused with nothing changed; gated by can_access_update_workspace.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import sharp from 'sharp';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { hasWorkspacePermission } from '../../shared/permissions/matrix';
import { WORKSPACE_ROLES } from '../../shared/permissions/roles';
import { testS3Client } from '../support/s3';
import { addWorkspaceMember, getWorkspace } from '../../functions/src/data/workspaces';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { api, signedInUser, type SignedInUser } from '../support/api';
import { postToPresigned } from '../support/uploads';

type Logo = { thumb_url: string; medium_url: string } | null;

async function createWorkspace(
  user: SignedInUser,
  name = 'Logo Co',
  organizationId = user.personalOrganizationId,
): Promise<string> {
  const res = await api<{ id: string; logo: Logo }>('POST', '/api/v1/workspaces', {
    token: user.token,
    body: { name, organization_id: organizationId },
  });
  expect(res.status).toBe(201);
  expect(res.body.data.logo).toBeNull();
  return res.body.data.id;
}

/** Presign, then POST the bytes to S3 as the browser does; returns the key to confirm. */
async function upload(
  user: SignedInUser,
  workspaceId: string,
  bytes: Buffer,
  contentType: 'image/png' | 'image/jpeg',
  declaredSize = bytes.length,
) {
  const presigned = await api<PresignedPost>('POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, {
    token: user.token,
    body: { content_type: contentType, size: declaredSize },
  });
  expect(presigned.status).toBe(200);
  expect(await postToPresigned(presigned.body.data, bytes, contentType)).toBeLessThan(300);
  return presigned.body.data.key;
}

const confirm = (user: SignedInUser, workspaceId: string, key: string) =>
  api<{ id: string; logo: Logo }>('PUT', `/api/v1/workspaces/${workspaceId}/logo`, {
    token: user.token,
    body: { logo_key: key },
  });

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await testS3Client().send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}

const image = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

describe('workspace logo', () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await signedInUser('logo-owner');
  });

  it('uploads, confirms and presents square 64 px and 256 px renditions under the workspace prefix', async () => {
    const workspaceId = await createWorkspace(owner);
    const prefix = `org/${owner.personalOrganizationId}/workspace/${workspaceId}/`;
    const key = await upload(owner, workspaceId, await image(400, 300, '#1f8a5b').jpeg().toBuffer(), 'image/jpeg');
    // Uploads wait under pending/ until confirmed (decisions S23); confirmation leaves nothing there.
    expect(key.startsWith(`pending/${owner.userId}/workspace_logo/${workspaceId}/`)).toBe(true);

    const res = await confirm(owner, workspaceId, key);
    expect(res.status).toBe(200);
    expect(await keysUnder(`pending/${owner.userId}/`)).toEqual([]);
    const logo = res.body.data.logo!;
    const thumb = await sharp(Buffer.from(await (await fetch(logo.thumb_url)).arrayBuffer())).metadata();
    expect({ width: thumb.width, height: thumb.height, format: thumb.format }).toEqual({
      width: 64,
      height: 64,
      format: 'png',
    });
    const medium = await sharp(Buffer.from(await (await fetch(logo.medium_url)).arrayBuffer()))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([medium.info.width, medium.info.height]).toEqual([256, 256]);
    expect(medium.data[3]).toBe(255); // square: the corner is opaque, not cut to a circle

    // The original is gone once rendered; everything sits under the workspace's prefix.
    const stored = await keysUnder(prefix);
    expect(stored).toHaveLength(2);
    expect(stored.every((k) => /\/logo\/[0-9a-f-]{36}\/(thumb|medium)\.png$/.test(k))).toBe(true);

    // Presented wherever the workspace is: its page, the home list, the switcher list.
    const detail = await api<{ logo: Logo }>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token });
    expect(detail.body.data.logo).toMatchObject({
      thumb_url: expect.stringContaining('thumb.png'),
      medium_url: expect.stringContaining('medium.png'),
    });
    const home = await api<Array<{ id: string; logo: Logo }>>(
      'GET',
      `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
      { token: owner.token },
    );
    expect(home.body.data.find((w) => w.id === workspaceId)?.logo?.thumb_url).toContain('thumb.png');
    const list = await api<Array<{ id: string; logo: Logo }>>(
      'GET',
      `/api/v1/workspaces/list?organization_id=${owner.personalOrganizationId}`,
      { token: owner.token },
    );
    expect(list.body.data.find((w) => w.id === workspaceId)?.logo).not.toBeNull();
    expect((await fetch(home.body.data.find((w) => w.id === workspaceId)!.logo!.thumb_url)).status).toBe(200);

    // A replacement drops the previous renditions.
    const next = await confirm(
      owner,
      workspaceId,
      await upload(owner, workspaceId, await image(100, 100, '#c03').png().toBuffer(), 'image/png'),
    );
    expect(next.status).toBe(200);
    expect((await fetch(logo.thumb_url)).status).toBe(404);
    expect(await keysUnder(prefix)).toHaveLength(2);

    // Removing the logo deletes its files; deleting the workspace deletes everything under its prefix.
    const removed = await api<{ logo: Logo }>('DELETE', `/api/v1/workspaces/${workspaceId}/logo`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.logo).toBeNull();
    expect(await keysUnder(prefix)).toEqual([]);
    await confirm(
      owner,
      workspaceId,
      await upload(owner, workspaceId, await image(80, 80, '#333').png().toBuffer(), 'image/png'),
    );
    expect(await keysUnder(prefix)).toHaveLength(2);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).status).toBe(200);
    expect(await keysUnder(prefix)).toEqual([]);
  });

  it('refuses a file that is not an image, deletes it and keeps the current logo', async () => {
    const workspaceId = await createWorkspace(owner);
    const first = await confirm(
      owner,
      workspaceId,
      await upload(owner, workspaceId, await image(50, 50, '#00f').png().toBuffer(), 'image/png'),
    );
    const before = (await getWorkspace(workspaceId))!.logo_key;
    expect(before).toBeTruthy();

    const key = await upload(
      owner,
      workspaceId,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/png',
    );
    const res = await confirm(owner, workspaceId, key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'error',
      message: 'File selected is not an image',
      errors: { file: ['File selected is not an image'] },
    });
    expect((await confirm(owner, workspaceId, key)).body.message).toBe(
      'The upload was not found. Please upload the file again.',
    );
    expect((await getWorkspace(workspaceId))!.logo_key).toBe(before);
    expect((await fetch(first.body.data.logo!.thumb_url)).status).toBe(200);

    const gif = await api('POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, {
      token: owner.token,
      body: { content_type: 'image/gif', size: 10 },
    });
    expect(gif.status).toBe(400);
    expect(gif.body.errors).toEqual({ content_type: ['File selected is not an image'] });
  });

  it('refuses a file over 5MB, both when asked and after an upload that ignored the policy', async () => {
    const workspaceId = await createWorkspace(owner);
    const asked = await api('POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, {
      token: owner.token,
      body: { content_type: 'image/png', size: 5_000_001 },
    });
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual({ size: ['Maximum file size is 5MB.'] });

    // s3rver does not enforce the POST policy (BRIEF §4), so the confirmation checks the size again.
    const png = await image(10, 10, '#0f0').png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5_000_001 - png.length)]);
    const key = await upload(owner, workspaceId, big, 'image/png', 1000);
    const res = await confirm(owner, workspaceId, key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Maximum file size is 5MB.');
    expect((await getWorkspace(workspaceId))!.logo_key).toBeUndefined();
    expect(await keysUnder(`org/${owner.personalOrganizationId}/workspace/${workspaceId}/`)).toEqual([]);
  });

  it('allows 10MB in a business organization (accounts spec §9), not more', async () => {
    const businessOwner = await signedInUser('logo-business', { canCreateOrganization: true });
    const organization = await api<{ id: string }>('POST', '/api/v1/organizations', {
      token: businessOwner.token,
      body: { name: 'Logo Business' },
    });
    const workspaceId = await createWorkspace(businessOwner, 'Business Logo', organization.body.data.id);

    const over = await api('POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, {
      token: businessOwner.token,
      body: { content_type: 'image/png', size: 10_000_001 },
    });
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ size: ['Maximum file size is 10MB.'] });

    // A 6 MB picture: over the personal limit, inside the business one, presigned and confirmed.
    const png = await image(10, 10, '#0f0').png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(6_000_000 - png.length)]);
    const res = await confirm(businessOwner, workspaceId, await upload(businessOwner, workspaceId, big, 'image/png'));
    expect(res.status).toBe(200);
    expect(res.body.data.logo?.thumb_url).toBeTruthy();
  });

  it("refuses a key outside the workspace's logo folder", async () => {
    const a = await createWorkspace(owner, 'A');
    const b = await createWorkspace(owner, 'B');
    const keyOfB = await upload(owner, b, await image(20, 20, '#abc').png().toBuffer(), 'image/png');
    const res = await confirm(owner, a, keyOfB);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ logo_key: ['Invalid upload key'] });
    expect((await getWorkspace(a))!.logo_key).toBeUndefined();
  });

  it("answers 404 for another organization's workspace and 403 for a role without can_access_update_workspace", async () => {
    const workspaceId = await createWorkspace(owner);
    const outsider = await signedInUser('logo-outsider');
    for (const [method, path, body] of [
      ['POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, { content_type: 'image/png', size: 10 }],
      [
        'PUT',
        `/api/v1/workspaces/${workspaceId}/logo`,
        { logo_key: `org/${owner.personalOrganizationId}/workspace/${workspaceId}/logo/original-x` },
      ],
      ['DELETE', `/api/v1/workspaces/${workspaceId}/logo`, undefined],
    ] as const) {
      const res = await api(method, path, { token: outsider.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe('Workspace not found');
    }

    const role = WORKSPACE_ROLES.find((r) => !hasWorkspacePermission('member', r, 'can_access_update_workspace'))!;
    const member = await signedInUser(`logo-${role}`);
    await addWorkspaceMember((await getWorkspace(workspaceId))!, member.userId, role);
    const upload403 = await api('POST', `/api/v1/workspaces/${workspaceId}/logo_upload`, {
      token: member.token,
      body: { content_type: 'image/png', size: 10 },
    });
    expect(upload403.status).toBe(403);
    expect(upload403.body.message).toBe('You are not authorized to access this page');
    const key = await upload(owner, workspaceId, await image(20, 20, '#abc').png().toBuffer(), 'image/png');
    const confirm403 = await confirm(member, workspaceId, key);
    expect(confirm403.status).toBe(403);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}/logo`, { token: member.token })).status).toBe(403);
    expect((await getWorkspace(workspaceId))!.logo_key).toBeUndefined();
    // They still see the workspace (and its logo, once there is one).
    expect((await confirm(owner, workspaceId, key)).status).toBe(200);
    const seen = await api<{ logo: Logo }>('GET', `/api/v1/workspaces/${workspaceId}`, { token: member.token });
    expect(seen.body.data.logo).not.toBeNull();
  });
});
