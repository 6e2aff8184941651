/**
 * Organization export (issue 40 "Organization export (the Owner)"): the Owner's job answers 202, shows its
 * progress, and ends with a signed URL of a zip whose manifest is the documented format and whose files
 * are every file of the organization, byte for byte; the Owner gets an e-mail. Guests, team members and
 * admins get 403; another organization's owner cannot read the export.
 */
import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { api, signedInUser } from '../support/api';
import { demoOrganization } from '../support/demo';
import { mailTo } from '../support/mail';
import { demoToken, exportOrganization, readExportZip, waitForJob } from '../support/org-transfer';
import { testS3Client } from '../support/s3';

describe('organization export', () => {
  it('zips every record section and file of the demo organization, with matching hashes, and mails the Owner', async () => {
    const { orgId, token } = await demoOrganization();
    const { job, zip } = await exportOrganization(orgId, token);
    expect(job.progress).toBe(100);
    const { manifest, hashes } = await readExportZip(zip);
    expect(manifest.format).toBe('greenlight-organization-export');
    expect(manifest.format_version).toBe(1);
    expect(manifest.organization_id).toBe(orgId);
    expect(manifest.records.organization).toHaveLength(1);
    expect(manifest.records.workspaces.map((w) => w.name).sort()).toEqual(['Spring Campaign', 'Website Refresh']);
    expect(manifest.records.cards.length).toBeGreaterThan(20);
    expect(manifest.records.stages.length).toBeGreaterThan(3);
    expect(manifest.records.contents.length).toBeGreaterThan(3);
    expect(manifest.records.content_versions.length).toBeGreaterThan(0);
    expect(manifest.member_roles).toContainEqual({ email: 'demo@greenlight.local', role: 'owner' });
    // The counts the job reports are the manifest's.
    for (const [section, records] of Object.entries(manifest.records))
      expect(job.counts?.[section], section).toBe(records.length);
    expect(job.counts?.files).toBe(manifest.files.length);
    // Every content version's original is in the zip, and each file is the stored one byte for byte.
    const folders = [...manifest.records.contents, ...manifest.records.content_versions].map((r) => String(r.folder));
    for (const folder of folders)
      expect(manifest.files.map((f) => f.path)).toContain(`${folder.slice(`org/${orgId}/`.length)}original`);
    expect(hashes.size).toBe(manifest.files.length);
    for (const file of manifest.files) {
      expect(hashes.get(file.path), file.path).toBe(file.sha256);
      const stored = await testS3Client().send(
        new GetObjectCommand({ Bucket: process.env.UPLOADS_BUCKET!, Key: `org/${orgId}/${file.path}` }),
      );
      const bytes = Buffer.from(await stored.Body!.transformToByteArray());
      expect(createHash('sha256').update(bytes).digest('hex'), file.path).toBe(file.sha256);
    }
    const mails = (await mailTo('demo@greenlight.local')).filter((m) => /export of Northwind Agency/.test(m.subject));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.at(-1)!.body.text).toContain(`/organizations/${orgId}/admin/export?export_id=`);
  }, 180_000);

  it('refuses everyone but the Owner, and hides an export from another organization', async () => {
    const { orgId, token } = await demoOrganization();
    for (const email of ['admin@greenlight.local', 'teamlead@greenlight.local', 'approver@greenlight.local']) {
      const res = await api('POST', `/api/v1/organizations/${orgId}/exports`, { token: await demoToken(email) });
      expect(res.status, email).toBe(403);
    }
    const started = await api<{ export_id: string }>('POST', `/api/v1/organizations/${orgId}/exports`, { token });
    expect(started.status).toBe(202);
    const exportId = started.body.data.export_id;
    const approver = await demoToken('approver@greenlight.local');
    expect((await api('GET', `/api/v1/organizations/${orgId}/exports/${exportId}`, { token: approver })).status).toBe(
      403,
    );
    // Another organization's owner: not a member here (404), and the export is not theirs under their own id.
    const stranger = await signedInUser('stranger');
    expect(
      (await api('GET', `/api/v1/organizations/${orgId}/exports/${exportId}`, { token: stranger.token })).status,
    ).toBe(404);
    const own = `/api/v1/organizations/${stranger.personalOrganizationId}/exports/${exportId}`;
    expect((await api('GET', own, { token: stranger.token })).status).toBe(404);
    const { job } = await waitForJob(`/api/v1/organizations/${orgId}/exports/${exportId}`, token);
    expect(job.status).toBe('done');
  });
});
