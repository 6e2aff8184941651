/**
 * The board-rule runner (issue 38 "through a queue in order per card, as webhooks already are"; decisions
 * BR4): the rule FIFO queue's event source mapping hands it batches (ReportBatchItemFailures); the local
 * stack's poller does the same (infra/local/sqs-poller.ts). Per message: the rules the trigger wants run
 * on the card (functions/src/services/rules/run-rules.ts); a reviewer removal's message settles the open
 * rounds that asked them (functions/src/services/approvals/member-removal-settle.ts; decisions RE6).
 *
 * FIFO: a card's messages come in order; once one fails (the table, not a rule's action: those are logged
 * in the run), the rest of its group in the batch are reported failed untried, so order holds.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from '../../lib/observability';
import type { QueueMessage } from '../../lib/rules/queue';
import { runTriggeredRules } from '../../services/rules/run-rules';
import { settleRoundsAfterMemberRemoval } from '../../services/approvals/member-removal-settle';

/** Run one message's rules, or settle the rounds of a removed reviewer (decisions RE6). */
async function runRecord(record: SQSRecord): Promise<void> {
  let message: QueueMessage;
  try {
    message = JSON.parse(record.body) as QueueMessage;
  } catch {
    logger.error('Rule message unreadable: dropped', { messageId: record.messageId });
    return;
  }
  if ('removal' in message) await settleRoundsAfterMemberRemoval({ ...message.removal, now: Date.now() });
  else await runTriggeredRules(message);
}

/** Run a batch; the failed (to be retried) messages go back in `batchItemFailures`. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const groups = new Map<string, SQSRecord[]>();
  for (const record of event.Records) {
    const group = record.attributes.MessageGroupId ?? record.messageId;
    groups.set(group, [...(groups.get(group) ?? []), record]);
  }
  const failures: string[] = [];
  await Promise.all(
    [...groups.values()].map(async (records) => {
      for (const [index, record] of records.entries()) {
        try {
          await runRecord(record);
        } catch (error) {
          logger.error('Rule run failed', { messageId: record.messageId, reason: (error as Error).message });
          failures.push(...records.slice(index).map((r) => r.messageId));
          return;
        }
      }
    }),
  );
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
};
