/** Placeholder until the import lands (issue 40). */
import type { TransferJobRecord } from '../../data/transfer-jobs';
import type { ProgressReporter } from './export-org';

export async function runImport(_job: TransferJobRecord, _progress: ProgressReporter): Promise<void> {
  throw new Error('Import is not available yet');
}
