/**
 * The export and import routes (issue 40 "Organization export (the Owner)", "Import"; decisions EX1–EX12),
 * served by the organizations Lambda: they queue a job for the transfer worker and read its record.
 * - Exports: the route policy lets only the Owner in (`can_destroy_organization`); a job of another
 *   organization answers 404, as a non-member does.
 * - Imports: any signed-in user imports into a new organization of their own; only they read the job.
 *   The zip is uploaded first (a presigned POST of at most 2 GB); a missing or larger file is refused
 *   here, before any job exists. The worker checks the rest (ours, its version, every file's hash).
 */
import { MAX_IMPORT_BYTES, TRANSFER_MESSAGES, ImportRequestSchema } from '../../../../../shared/schemas/org-transfers';
import { UPLOAD_MESSAGES } from '../../../../../shared/schemas/uploads';
import { getOrganization } from '../../../data/organizations';
import {
  createTransferJob,
  getTransferJob,
  updateTransferJob,
  type TransferJobRecord,
} from '../../../data/transfer-jobs';
import { releaseUpload } from '../../../data/upload-quotas';
import { deleteObject, objectSize } from '../../../lib/aws/s3';
import { requestNow } from '../../../lib/clock';
import { BadRequestError, NotFoundError } from '../../../lib/http/errors';
import { parseInput } from '../../../lib/http/validate';
import { sendTransferMessage } from '../../../lib/transfers/queue';
import { pendingUploadPrefix } from '../../../lib/uploads/keys';
import { signedObjectUrl } from '../../../lib/uploads/signed-url';
import { pendingUploadId, presignPendingUpload, type UploadPurpose } from '../../../services/uploads/pending-uploads';
import type { Action } from '../../domain-handler';
import { ok } from '../../domain-handler';

const EXPORTS = '/api/v1/organizations/{id}/exports';
const IMPORTS = '/api/v1/organizations/imports';

/** The import zip as an upload purpose: under `pending/{u}/org_import/{u}/`, at most 2 GB. */
const IMPORT_UPLOAD: UploadPurpose = {
  name: 'org_import',
  types: ['application/zip'],
  maxBytes: MAX_IMPORT_BYTES,
  keyField: 'key',
  notAllowedMessage: TRANSFER_MESSAGES.notOurs,
};

/** A signed URL of the zip is short-lived (issue 40 "short expiry"): the page asks again for a fresh one. */
const DOWNLOAD_URL_SECONDS = 900;

/** The job fields both kinds answer. */
function jobFields(job: TransferJobRecord) {
  return {
    status: job.status,
    progress: job.progress,
    created_at: job.created_at,
    ...(job.error ? { error: job.error } : {}),
    ...(job.counts ? { counts: job.counts } : {}),
  };
}

/** Queue `job` for the worker; when the queue refuses, the job is marked failed and the error goes on. */
async function queue(job: TransferJobRecord): Promise<void> {
  try {
    await sendTransferMessage(job.transfer_id);
  } catch (error) {
    await updateTransferJob(job.transfer_id, { status: 'failed', error: TRANSFER_MESSAGES.failed });
    throw error;
  }
}

/** The file name the export downloads as: the organization's name, made safe, with the date. */
const exportFilename = (name: string, at: string) =>
  `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'organization'} export ${at.slice(0, 10)}.zip`;

export const orgTransferActions: Record<string, Action> = {
  [`POST ${EXPORTS}`]: async ({ access, caller, headers }) => {
    const organization = await getOrganization(access.organizationId!);
    if (!organization) throw new NotFoundError('Organization not found');
    const job = await createTransferJob({
      kind: 'export',
      userId: caller!.userId,
      organizationId: organization.organization_id,
      organizationName: organization.name,
      now: new Date(requestNow(headers)),
    });
    await queue(job);
    return ok({ export_id: job.transfer_id });
  },

  [`GET ${EXPORTS}/{export_id}`]: async ({ access, params }) => {
    const job = await getTransferJob(params.export_id!);
    if (!job || job.kind !== 'export' || job.organization_id !== access.organizationId)
      throw new NotFoundError('Export not found');
    const url =
      job.status === 'done' && job.zip_key
        ? await signedObjectUrl(job.zip_key, {
            downloadAs: exportFilename(job.organization_name ?? '', job.created_at),
            expiresIn: DOWNLOAD_URL_SECONDS,
          })
        : undefined;
    return ok({ export_id: job.transfer_id, ...jobFields(job), ...(url ? { url } : {}) });
  },

  [`POST ${IMPORTS}/upload`]: async ({ caller }) =>
    ok(
      await presignPendingUpload(
        IMPORT_UPLOAD,
        { userId: caller!.userId, scopeId: caller!.userId },
        'application/zip',
        MAX_IMPORT_BYTES,
      ),
    ),

  [`POST ${IMPORTS}`]: async ({ caller, body, headers }) => {
    const { key } = parseInput(ImportRequestSchema, body);
    const userId = caller!.userId;
    const prefix = `${pendingUploadPrefix(userId)}${IMPORT_UPLOAD.name}/${userId}/`;
    if (!key.startsWith(prefix) || !/^[0-9a-f-]{36}$/.test(key.slice(prefix.length)))
      throw new BadRequestError(UPLOAD_MESSAGES.invalidKey, { key: [UPLOAD_MESSAGES.invalidKey] });
    const size = await objectSize(key).catch(() => null);
    if (size === null) throw new BadRequestError(TRANSFER_MESSAGES.notFound, { key: [TRANSFER_MESSAGES.notFound] });
    if (size > MAX_IMPORT_BYTES) {
      await releaseUpload(userId);
      await deleteObject(key);
      throw new BadRequestError(TRANSFER_MESSAGES.tooLarge, { key: [TRANSFER_MESSAGES.tooLarge] });
    }
    // The job claims the upload: a second confirm of the same zip answers 409 and starts nothing (decisions ON4);
    // only the call that started the job gives the open upload back.
    const job = await createTransferJob({
      kind: 'import',
      userId,
      zipKey: key,
      uploadId: pendingUploadId(key),
      now: new Date(requestNow(headers)),
    });
    await releaseUpload(userId);
    await queue(job);
    return ok({ import_id: job.transfer_id });
  },

  [`GET /api/v1/organization_imports/{import_id}`]: async ({ caller, params }) => {
    const job = await getTransferJob(params.import_id!);
    if (!job || job.kind !== 'import' || job.user_id !== caller!.userId) throw new NotFoundError('Import not found');
    return ok({
      import_id: job.transfer_id,
      ...jobFields(job),
      ...(job.status === 'done' && job.organization_id
        ? { organization_id: job.organization_id, organization_name: job.organization_name }
        : {}),
    });
  },
};
