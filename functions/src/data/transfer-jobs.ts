/**
 * Organization export and import jobs (issue 40; docs/data-model.md patterns 301–305; decisions EX3):
 * created `queued` by the route, moved through `running` to `done` or `failed` by the transfer worker
 * (functions/src/handlers/transfers/run.ts), read by the status routes.
 */
import { randomUUID } from 'node:crypto';
import { TRANSFER_MESSAGES, type TransferStatus } from '../../../shared/schemas/org-transfers';
import { ConflictError } from '../lib/http/errors';
import { $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { createItem, getItem, patchItem, type Item } from './access';
import { TransferJob } from './entities/transfer-job';
import { runClaimingTransaction, uploadClaim } from './stored-uploads';
import { createTransaction } from './transactions';

export type TransferJobRecord = Item<typeof TransferJob>;

/** How long a job's record is kept (its zip under `downloads/` lasts a day). */
const JOB_TTL_SECONDS = 7 * 24 * 3600;

/**
 * Queue a new job (pattern 301). An import's job claims its pending upload (`uploadId`, pattern 307) in the same
 * transaction, so one zip confirmed twice at once starts one import (decisions ON4).
 * @throws ConflictError `TRANSFER_MESSAGES.alreadyImporting` (409) when another job already claimed the upload.
 */
export async function createTransferJob(input: {
  kind: 'export' | 'import';
  userId: string;
  organizationId?: string;
  organizationName?: string;
  zipKey?: string;
  /** An import's pending upload (`pendingUploadId` of `zipKey`). */
  uploadId?: string;
  now: Date;
}): Promise<TransferJobRecord> {
  const at = input.now.toISOString();
  const job = {
    transfer_id: randomUUID(),
    kind: input.kind,
    user_id: input.userId,
    organization_id: input.organizationId,
    organization_name: input.organizationName,
    zip_key: input.zipKey,
    status: 'queued' as const,
    progress: 0,
    created_at: at,
    updated_at: at,
    expires_at: Math.floor(input.now.getTime() / 1000) + JOB_TTL_SECONDS,
  };
  if (!input.uploadId) return createItem(TransferJob, job);
  const claim = uploadClaim(input.uploadId, { transfer_id: job.transfer_id });
  const result = await runClaimingTransaction(
    [createTransaction(TransferJob, job)],
    [claim],
    () => new ConflictError(TRANSFER_MESSAGES.alreadyImporting),
  );
  // A fresh random id cannot be taken: a cancellation not caused by the claim is a fault.
  if (result.canceled) throw new Error('The import job could not be created');
  return (await getTransferJob(job.transfer_id))!;
}

/** A job by id (pattern 302), or null. */
export function getTransferJob(transferId: string): Promise<TransferJobRecord | null> {
  return getItem(TransferJob, { transfer_id: transferId }, { consistent: true });
}

/** What the worker changes on a job (pattern 303). */
export interface TransferJobChange {
  status?: TransferStatus;
  progress?: number;
  error?: string;
  zipKey?: string;
  organizationId?: string;
  organizationName?: string;
  counts?: Record<string, number>;
}

/** Record the worker's progress or outcome on an existing job (pattern 303). */
export async function updateTransferJob(transferId: string, change: TransferJobChange): Promise<void> {
  await patchItem(TransferJob, {
    transfer_id: transferId,
    updated_at: new Date().toISOString(),
    ...(change.status ? { status: change.status } : {}),
    ...(change.progress !== undefined ? { progress: Math.round(change.progress) } : {}),
    ...(change.error ? { error: change.error } : {}),
    ...(change.zipKey ? { zip_key: change.zipKey } : {}),
    ...(change.organizationId ? { organization_id: change.organizationId } : {}),
    ...(change.organizationName ? { organization_name: change.organizationName } : {}),
    // The whole map at once: a nested path cannot be set on a map the item does not have yet.
    ...(change.counts ? { counts: $set(change.counts) } : {}),
  });
}
