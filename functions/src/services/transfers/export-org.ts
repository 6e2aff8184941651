/**
 * Organization export (issue 40 "Organization export (the Owner)"; docs/export-format.md; decisions
 * EX1–EX7): the organization's records and files as one zip under `downloads/` (expired by S3 after a
 * day), written by yazl as a stream to S3 (multipart), so no file is held whole in memory. Each file's
 * SHA-256 is taken as it passes; the manifest goes last, once every hash is known. The Owner gets an
 * e-mail with the link to the export page, which signs a fresh 15-minute URL of the zip.
 */
import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import { EXPORT_FORMAT_NAME, EXPORT_FORMAT_VERSION } from '../../../../shared/schemas/org-transfers';
import { languageOr } from '../../../../shared/i18n/languages';
import { putObjectStream } from '../../lib/aws/s3-stream-upload';
import { exportReadyEmail } from '../../lib/email/organization-templates';
import { sendEmail } from '../../lib/email/send-email';
import { logger } from '../../lib/observability';
import { DOWNLOADS_PREFIX, organizationUploadPrefix } from '../../lib/uploads/keys';
import { getUser } from '../../data/users';
import type { TransferJobRecord } from '../../data/transfer-jobs';
import { countsOf, FILES_DIR, MANIFEST_NAME, type ExportFile, type ExportManifest } from './export-format';
import { listOrganizationFiles, readStoredFile } from './org-files';
import { readOrganizationSnapshot } from './org-snapshot';

/** Reports progress 0–100. */
export type ProgressReporter = (percent: number) => void;

/** The web page that shows an export (and signs its URL). */
export const exportPagePath = (organizationId: string, exportId: string) =>
  `/organizations/${organizationId}/admin/export?export_id=${exportId}`;

/**
 * Write the export zip of `organizationId` and return its key and counts. Records are read first (0–20 %),
 * then the files stream through (20–98 %), then the manifest.
 */
export async function writeOrganizationExport(
  organizationId: string,
  progress: ProgressReporter,
): Promise<{ key: string; counts: Record<string, number>; manifest: ExportManifest }> {
  const snapshot = await readOrganizationSnapshot(organizationId, (share) => progress(20 * share));
  const stored = await listOrganizationFiles(organizationId);
  const key = `${DOWNLOADS_PREFIX}exports/${organizationId}/${randomUUID()}.zip`;
  const zip = new ZipFile();
  const uploaded = putObjectStream(key, zip.outputStream, 'application/zip');
  // A failed upload must not leave the loop below waiting on a stream nobody reads.
  uploaded.catch(() => {});
  const prefix = organizationUploadPrefix(organizationId);
  const totalBytes = stored.reduce((sum, f) => sum + f.size, 0) || 1;
  let doneBytes = 0;
  const files: ExportFile[] = [];
  for (const file of stored) {
    const { body, contentType } = await readStoredFile(`${prefix}${file.path}`);
    const hash = createHash('sha256');
    // Hash each chunk on its way into the zip (a Transform, so yazl's reading paces the S3 stream).
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const ended = new Promise<void>((resolve, reject) => {
      tap.on('end', resolve);
      body.on('error', reject);
    });
    body.pipe(tap);
    zip.addReadStream(tap, `${FILES_DIR}${file.path}`, { size: file.size });
    await Promise.race([ended, uploaded]);
    files.push({ path: file.path, size: file.size, sha256: hash.digest('hex'), content_type: contentType });
    doneBytes += file.size;
    progress(20 + (78 * doneBytes) / totalBytes);
  }
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT_NAME,
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: new Date().toISOString(),
    organization_id: organizationId,
    member_roles: memberRoles(snapshot.records.members, snapshot.people),
    people: snapshot.people,
    records: snapshot.records,
    files,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 1)), MANIFEST_NAME);
  zip.end();
  await uploaded;
  return { key, counts: countsOf(manifest), manifest };
}

/** The members' e-mails and roles (people without an account are left out). */
function memberRoles(members: ExportManifest['records']['members'], people: ExportManifest['people']) {
  const emails = new Map(people.map((p) => [p.user_id, p.email]));
  return members
    .filter((m) => emails.has(m.user_id as string))
    .map((m) => ({ email: emails.get(m.user_id as string)!, role: String(m.role) }));
}

/** E-mail the Owner that the export is ready; a mail failure is logged, the export stays done. */
export async function mailExportReady(job: TransferJobRecord): Promise<void> {
  try {
    const user = await getUser(job.user_id);
    if (!user) return;
    await sendEmail(
      user.email,
      exportReadyEmail({
        organizationName: job.organization_name,
        downloadPath: exportPagePath(job.organization_id!, job.transfer_id),
        language: languageOr(user.language),
      }),
    );
  } catch (error) {
    logger.warn('Export e-mail not sent', { exportId: job.transfer_id, reason: (error as Error).message });
  }
}
