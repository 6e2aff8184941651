/**
 * The transfer worker (issue 40 "Organization export", "Import"; decisions EX3): the transfer queue's
 * event source mapping hands it one message at a time (batch size 1, ReportBatchItemFailures); the local
 * stack's poller does the same (infra/local/sqs-poller.ts). Per message it runs the job
 * (functions/src/services/transfers/run-transfer.ts), which records its own failures on the job; only a
 * failure to write the job itself is reported, so SQS offers the message again.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../../lib/observability';
import type { TransferMessage } from '../../lib/transfers/queue';
import { runTransferJob } from '../../services/transfers/run-transfer';

/** Run the batch's jobs; the ones to offer again go back in `batchItemFailures`. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: string[] = [];
  for (const record of event.Records) {
    let message: TransferMessage;
    try {
      message = JSON.parse(record.body) as TransferMessage;
    } catch {
      logger.error('Transfer message unreadable: dropped', { messageId: record.messageId });
      continue;
    }
    try {
      await runTransferJob(message.transfer_id);
    } catch (error) {
      logger.error('Transfer job not recorded', { messageId: record.messageId, reason: (error as Error).message });
      failures.push(record.messageId);
    }
  }
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
};
