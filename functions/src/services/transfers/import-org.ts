/**
 * Organization import (issue 40 "Import"; docs/export-format.md; decisions EX8–EX12): an export zip
 * becomes a new organization owned by the importer, with everything in it.
 *
 * 1. Checks before anything is written: at most 2 GB, a zip, our manifest, a format version this code
 *    reads, every listed file present (TransferInputError with a clear message).
 * 2. New ids for everything (./id-remap.ts); people matched by e-mail, others kept as former members.
 * 3. Files first (each checked against its SHA-256), then the records, then the memberships, the
 *    importer's last: until then nobody can see the organization.
 * 4. Any failure deletes everything written (./import-writes.ts). The uploaded zip is deleted either way.
 */
import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { MAX_IMPORT_BYTES, TRANSFER_MESSAGES } from '../../../../shared/schemas/org-transfers';
import { deleteObject, objectSize } from '../../lib/aws/s3';
import { organizationUploadPrefix } from '../../lib/uploads/keys';
import { OrganizationMember } from '../../data/entities/organization';
import { updateTransferJob, type TransferJobRecord } from '../../data/transfer-jobs';
import {
  assertManifest,
  decodeValue,
  FILES_DIR,
  MANIFEST_NAME,
  SECTIONS,
  TransferInputError,
  type ExportManifest,
  type ExportRecord,
  type SectionName,
} from './export-format';
import type { ProgressReporter } from './export-org';
import { buildRemap, type IdRemap } from './id-remap';
import { putCheckedFile, putRecords, rollbackImport, type ImportFootprint } from './import-writes';
import { openZipFromS3, type OpenedZip } from './zip-reader';

/** The largest manifest read into memory. */
const MAX_MANIFEST_BYTES = 512 * 1024 * 1024;

type Records = Record<SectionName, ExportRecord[]>;

/** Run the import job: `done` with the new organization, or an error and nothing written. */
export async function runImport(job: TransferJobRecord, progress: ProgressReporter): Promise<void> {
  // A worker that died mid-import left its organization id on the job: remove that attempt first.
  if (job.organization_id) await rollbackImport({ organizationId: job.organization_id, workspaceIds: [], cardIds: [] });
  const zipKey = job.zip_key!;
  const size = await objectSize(zipKey).catch(() => null);
  if (size === null) throw new TransferInputError(TRANSFER_MESSAGES.notFound);
  if (size > MAX_IMPORT_BYTES) throw new TransferInputError(TRANSFER_MESSAGES.tooLarge);
  const zip = await openZipFromS3(zipKey, job.transfer_id);
  try {
    const manifest = await readManifest(zip);
    progress(5);
    const organizationId = randomUUID();
    const remap = await buildRemap(manifest, organizationId);
    const records = remapRecords(manifest, remap, job.user_id);
    const footprint: ImportFootprint = {
      organizationId,
      workspaceIds: records.workspaces.map((w) => String(w.workspace_id)),
      cardIds: records.cards.map((c) => String(c.card_id)),
    };
    const name = String(records.organization[0]!.name);
    await updateTransferJob(job.transfer_id, { organizationId, organizationName: name });
    try {
      await writeFiles(zip, manifest, remap, organizationId, progress);
      await writeRecords(records, progress);
    } catch (error) {
      await rollbackImport(footprint);
      throw error;
    }
    const counts = Object.fromEntries(SECTIONS.map((s) => [s, records[s].length]));
    await updateTransferJob(job.transfer_id, {
      status: 'done',
      progress: 100,
      counts: { ...counts, files: manifest.files.length },
    });
  } finally {
    await zip.close();
    await deleteObject(zipKey).catch(() => {});
  }
}

/** The zip's manifest, checked, with every listed file present. @throws TransferInputError. */
async function readManifest(zip: OpenedZip): Promise<ExportManifest> {
  const entry = zip.entries.get(MANIFEST_NAME);
  if (!entry) throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
  let parsed: unknown;
  try {
    parsed = JSON.parse((await zip.bytes(entry, MAX_MANIFEST_BYTES)).toString('utf8'));
  } catch (error) {
    if (error instanceof TransferInputError) throw error;
    throw new TransferInputError(TRANSFER_MESSAGES.notOurs);
  }
  assertManifest(parsed);
  for (const file of parsed.files)
    if (!zip.entries.has(`${FILES_DIR}${file.path}`))
      throw new TransferInputError(TRANSFER_MESSAGES.missingFile(file.path));
  return parsed;
}

/**
 * The records with new ids, and the importer as Owner: the organization becomes a business one owned by
 * them (decisions EX10); memberships of people without an account here are left out (they are listed in
 * the organization's `former_members`); another person who was Owner becomes an Admin.
 */
function remapRecords(manifest: ExportManifest, remap: IdRemap, importerId: string): Records {
  const records = JSON.parse(remap.apply(JSON.stringify(manifest.records))) as Records;
  for (const section of SECTIONS) records[section] = records[section].map((r) => decodeValue(r) as ExportRecord);
  const accounts = new Set([...remap.matched].map((old) => remap.ids.get(old)!));
  const organizationId = remap.ids.get(manifest.organization_id)!;
  records.members = records.members
    .filter((m) => accounts.has(String(m.user_id)))
    .map((m) =>
      m.user_id === importerId ? { ...m, role: 'owner' } : m.role === 'owner' ? { ...m, role: 'admin' } : m,
    );
  if (!records.members.some((m) => m.user_id === importerId)) {
    const put = OrganizationMember.build(PutItemCommand).item({
      organization_id: organizationId,
      user_id: importerId,
      role: 'owner',
    });
    records.members.push(put.params().Item as ExportRecord);
  }
  records.workspace_members = records.workspace_members.filter((m) => accounts.has(String(m.user_id)));
  // A former member's comments keep their name (EX14): no user item will ever answer for their new id.
  const formerNames = new Map(remap.formerMembers.map((f) => [f.user_id, f.name]));
  records.comments = records.comments.map((c) =>
    formerNames.has(String(c.user_id)) && !c.reviewer_name
      ? { ...c, former_author_name: formerNames.get(String(c.user_id)) }
      : c,
  );
  const organization = records.organization[0]!;
  records.organization[0] = {
    ...organization,
    owner_id: importerId,
    organization_type: 'business',
    seats_used: records.members.length - 1,
    ...(remap.formerMembers.length ? { former_members: remap.formerMembers } : {}),
  };
  return records;
}

/** Store every file under the new organization's prefix (5–80 %). */
async function writeFiles(
  zip: OpenedZip,
  manifest: ExportManifest,
  remap: IdRemap,
  organizationId: string,
  progress: ProgressReporter,
): Promise<void> {
  const prefix = organizationUploadPrefix(organizationId);
  const total = manifest.files.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  for (const file of manifest.files) {
    const entry = zip.entries.get(`${FILES_DIR}${file.path}`)!;
    await putCheckedFile(`${prefix}${remap.apply(file.path)}`, await zip.stream(entry), file.content_type, file);
    done += file.size;
    progress(5 + (75 * done) / total);
  }
}

/** Write the records (80–99 %): content first, then workspace memberships, then the organization's members. */
async function writeRecords(records: Records, progress: ProgressReporter): Promise<void> {
  const content = SECTIONS.filter((s) => s !== 'members' && s !== 'workspace_members').flatMap((s) => records[s]);
  for (let i = 0; i < content.length; i += 500) {
    await putRecords(content.slice(i, i + 500));
    progress(80 + (15 * Math.min(content.length, i + 500)) / (content.length || 1));
  }
  await putRecords(records.workspace_members);
  // The importer's own membership (the one Owner) is the very last write: it shows them the organization.
  await putRecords(records.members.filter((m) => m.role !== 'owner'));
  await putRecords(records.members.filter((m) => m.role === 'owner'));
}
