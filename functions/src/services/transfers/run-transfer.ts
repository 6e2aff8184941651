/**
 * Run one organization export or import job (issue 40; decisions EX3, EX8): the transfer worker
 * (functions/src/handlers/transfers/run.ts) calls it per queue message. A job already done or failed is
 * left alone (a message SQS delivers twice); a running one is run again from the start (its worker died:
 * an import's rollback removed what it had written, an export's half zip is never handed out).
 * Progress is written at most every PROGRESS_INTERVAL_MS. A failure is recorded on the job with a clear
 * message; it is not retried.
 */
import { TRANSFER_MESSAGES } from '../../../../shared/schemas/org-transfers';
import { logger } from '../../lib/observability';
import { getTransferJob, updateTransferJob, type TransferJobRecord } from '../../data/transfer-jobs';
import { TransferInputError } from './export-format';
import { mailExportReady, writeOrganizationExport, type ProgressReporter } from './export-org';
import { runImport } from './import-org';

const PROGRESS_INTERVAL_MS = 500;

/** A reporter that writes rising progress to the job, at most every PROGRESS_INTERVAL_MS, one write at a time. */
function progressWriter(transferId: string): ProgressReporter & { flush(): Promise<void> } {
  let last = 0;
  let shown = 0;
  let writing: Promise<void> = Promise.resolve();
  const report = (percent: number) => {
    const value = Math.min(99, Math.floor(percent));
    if (value <= shown || Date.now() - last < PROGRESS_INTERVAL_MS) return;
    shown = value;
    last = Date.now();
    writing = writing
      .then(() => updateTransferJob(transferId, { progress: value }))
      .catch((error: Error) => logger.warn('Progress not written', { transferId, reason: error.message }));
  };
  return Object.assign(report, { flush: () => writing });
}

/** Run the job `transferId` to `done` or `failed`. @throws only when the job's own record cannot be written. */
export async function runTransferJob(transferId: string): Promise<void> {
  const job = await getTransferJob(transferId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  await updateTransferJob(transferId, { status: 'running', progress: 1 });
  const progress = progressWriter(transferId);
  try {
    if (job.kind === 'export') await runExport(job, progress);
    else await runImport(job, progress);
  } catch (error) {
    const known = error instanceof TransferInputError;
    logger[known ? 'info' : 'error']('Transfer failed', {
      transferId,
      kind: job.kind,
      reason: (error as Error).message,
    });
    await progress.flush();
    await updateTransferJob(transferId, {
      status: 'failed',
      error: known ? (error as Error).message : TRANSFER_MESSAGES.failed,
    });
  }
}

async function runExport(job: TransferJobRecord, progress: ProgressReporter & { flush(): Promise<void> }) {
  const { key, counts } = await writeOrganizationExport(job.organization_id!, progress);
  await progress.flush();
  await updateTransferJob(job.transfer_id, { status: 'done', progress: 100, zipKey: key, counts });
  await mailExportReady(job);
}
