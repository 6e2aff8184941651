/**
 * The outbox sender (issue 40 "E-mail goes through an outbox (SQS with retries and a dead-letter queue)";
 * decisions MO1–MO3): the e-mail FIFO queue's event source mapping hands it batches (ReportBatchItemFailures);
 * the local stack's poller does the same (infra/local/sqs-poller.ts). Each message is one e-mail
 * (functions/src/lib/email/send-email.ts), sent at most once (functions/src/services/email/deliver-outbox.ts).
 *
 * A message that fails (SES or the table down) gets ChangeMessageVisibility to its backoff (10 s doubling per
 * receive, at most 15 minutes; the local stack shortens it: EMAIL_BACKOFF_BASE_SECONDS, …_MAX_SECONDS) and is
 * reported failed, so SQS offers it again then; after the queue's `maxReceiveCount` it goes to the dead-letter
 * queue. Every message is its own group, so one e-mail's retries hold back no other.
 */
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { tableSendMarkers } from '../../data/email-sends';
import { emailQueueUrl, type EmailOutboxMessage } from '../../lib/email/send-email';
import { deliverEmail, isRefusal } from '../../lib/email/ses-delivery';
import { logger } from '../../lib/observability';
import { sqsClient } from '../../lib/webhooks/queue';
import { deliverOutboxMessage, type OutboxDeps } from '../../services/email/deliver-outbox';

const DEPS: OutboxDeps = {
  markers: tableSendMarkers,
  deliver: deliverEmail,
  isRefusal,
  now: () => Date.now(),
  newAttemptId: () => randomUUID(),
};

/** Backoff base and cap in seconds. */
const backoffBase = () => Number(process.env.EMAIL_BACKOFF_BASE_SECONDS ?? 10);
const backoffMax = () => Number(process.env.EMAIL_BACKOFF_MAX_SECONDS ?? 900);

/** Seconds before the retry after the `receives`-th receive: base × 2^(n−1), at most the cap. */
export function emailBackoffSeconds(receives: number, base = backoffBase(), max = backoffMax()): number {
  const seconds = Math.min(max, base * 2 ** Math.max(0, receives - 1));
  return base >= 1 ? Math.round(seconds) : seconds;
}

/** Send one message. @returns whether SQS should offer it again. */
async function sendRecord(record: SQSRecord): Promise<boolean> {
  let message: EmailOutboxMessage;
  try {
    message = JSON.parse(record.body) as EmailOutboxMessage;
  } catch {
    logger.error('E-mail message unreadable: dropped', { messageId: record.messageId });
    return false;
  }
  try {
    await deliverOutboxMessage(message, DEPS);
    return false;
  } catch (error) {
    const receives = Number(record.attributes.ApproximateReceiveCount) || 1;
    logger.warn('E-mail not sent yet: retried later', {
      emailId: message.id,
      receives,
      reason: (error as Error).message,
    });
    await sqsClient().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: emailQueueUrl(),
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: emailBackoffSeconds(receives),
      }),
    );
    return true;
  }
}

/** Send a batch; the messages to retry go back in `batchItemFailures`. */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: string[] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      const retry = await sendRecord(record).catch((error: unknown) => {
        // The backoff itself failed (SQS): the message comes back after the queue's visibility timeout.
        logger.error('E-mail retry not scheduled', { messageId: record.messageId, reason: (error as Error).message });
        return true;
      });
      if (retry) failures.push(record.messageId);
    }),
  );
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
};
