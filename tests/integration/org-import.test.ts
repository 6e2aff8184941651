/**
 * Organization import (issue 40 "Import", "A round trip … gives the same counts, and the same SHA-256 for
 * every file", "a bad zip changes nothing"): the demo organization exported, imported as a new organization
 * of its Owner, and exported again keeps every count and file hash, and its board opens. A file that is
 * not a zip, a zip that is not ours, a newer format version and a damaged file each fail with a clear
 * error, leaving no organization, item or file behind; a stranger cannot read someone else's import.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '../../shared/schemas/org-transfers';
import { documentClient } from '../../functions/src/lib/aws/dynamodb';
import { getTransferJob } from '../../functions/src/data/transfer-jobs';
import { api, signedInUser } from '../support/api';
import { demoOrganization } from '../support/demo';
import { exportOrganization, importOrganization, readExportZip, zipOf } from '../support/org-transfer';
import { testS3Client } from '../support/s3';

/** The names of the caller's organizations. */
async function organizationIds(token: string): Promise<string[]> {
  return (await api<Array<{ id: string }>>('GET', '/api/v1/organizations', { token })).body.data
    .map((o) => o.id)
    .sort();
}

/** Whether anything is stored for the organization the failed import `importId` had begun. */
async function leftovers(importId: string): Promise<number> {
  const organizationId = (await getTransferJob(importId))?.organization_id;
  if (!organizationId) return 0;
  const items = await documentClient().send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME!,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `$greenlight#organization_id_${organizationId}` },
    }),
  );
  const files = await testS3Client().send(
    new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET!, Prefix: `org/${organizationId}/` }),
  );
  return (items.Items?.length ?? 0) + (files.KeyCount ?? 0);
}

describe('organization import', () => {
  it('round-trips the demo organization: same counts, same file hashes, and its board opens', async () => {
    const { orgId, token } = await demoOrganization();
    const first = await exportOrganization(orgId, token);
    const imported = await importOrganization(first.zip, token);
    expect(imported.status, imported.error).toBe('done');
    expect(imported.progress).toBe(100);
    const newOrgId = imported.organization_id!;
    expect(newOrgId).not.toBe(orgId);
    expect(imported.organization_name).toBe('Northwind Agency');
    expect(await organizationIds(token)).toContain(newOrgId);

    const second = await exportOrganization(newOrgId, token);
    expect(second.job.counts).toEqual(first.job.counts);
    const a = await readExportZip(first.zip);
    const b = await readExportZip(second.zip);
    expect([...b.hashes.values()].sort()).toEqual([...a.hashes.values()].sort());
    expect(b.manifest.files.map((f) => f.sha256).sort()).toEqual(a.manifest.files.map((f) => f.sha256).sort());
    expect(b.manifest.member_roles.sort((x, y) => x.email.localeCompare(y.email))).toEqual(
      a.manifest.member_roles.sort((x, y) => x.email.localeCompare(y.email)),
    );

    // The imported board: same workspaces and cards, with new ids.
    const workspaces = await api<Array<{ id: string; name: string }>>(
      'GET',
      `/api/v1/organizations/workspaces?organization_id=${newOrgId}`,
      { token },
    );
    expect(workspaces.body.data.map((w) => w.name).sort()).toEqual(['Spring Campaign', 'Website Refresh']);
    const oldIds = new Set(a.manifest.records.workspaces.map((w) => String(w.workspace_id)));
    for (const workspace of workspaces.body.data) {
      expect(oldIds.has(workspace.id)).toBe(false);
      const board = await api<{ stages: Array<{ content_groups_count: number }> }>(
        'GET',
        `/api/v1/workspaces/${workspace.id}`,
        { token },
      );
      expect(board.status).toBe(200);
      expect(board.body.data.stages.length).toBeGreaterThan(0);
    }
    // The importer's job is theirs alone.
    const stranger = await signedInUser('import-stranger');
    const other = await api('GET', `/api/v1/organization_imports/${imported.importId}`, { token: stranger.token });
    expect(other.status).toBe(404);
  }, 240_000);

  it('refuses bad zips with a clear error and leaves nothing behind', async () => {
    const { orgId, token } = await demoOrganization();
    const { zip } = await exportOrganization(orgId, token);
    const { manifest, entries } = await readExportZip(zip);
    const before = await organizationIds(token);
    const newer = JSON.stringify({ ...manifest, format_version: 99 });
    const damagedPath = manifest.files.at(-1)!.path;
    const cases: Array<[string, Buffer, string]> = [
      ['not a zip', Buffer.from('%PDF-1.4 this is not a zip at all'), TRANSFER_MESSAGES.notOurs],
      ['a zip that is not ours', await zipOf([['notes.txt', Buffer.from('hello')]]), TRANSFER_MESSAGES.notOurs],
      [
        'a newer format',
        await zipOf([['greenlight-export.json', Buffer.from(newer)]]),
        TRANSFER_MESSAGES.newerFormat(99),
      ],
      [
        'a damaged file',
        await zipOf(entries.map(([name, bytes]) => [name, name === `files/${damagedPath}` ? Buffer.from('x') : bytes])),
        TRANSFER_MESSAGES.badFile(damagedPath),
      ],
    ];
    for (const [label, bytes, message] of cases) {
      const job = await importOrganization(bytes, token);
      expect(job.status, label).toBe('failed');
      expect(job.error, label).toBe(message);
      expect(job.organization_id, label).toBeUndefined();
      expect(await leftovers(job.importId), label).toBe(0);
    }
    expect(await organizationIds(token)).toEqual(before);
    // A key that is not the caller's upload is refused before any job exists.
    const forged = await api('POST', '/api/v1/organizations/imports', { token, body: { key: 'pending/x/y.zip' } });
    expect(forged.status).toBe(400);
  }, 240_000);
});
