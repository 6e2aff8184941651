/**
 * The webhook delivery function (issue 29 "Delivery"; BRIEF §8 "SQS visibility timeouts give the backoff";
 * decisions H12–H22): the event source mapping of the webhook FIFO queue hands it batches (with
 * ReportBatchItemFailures); the local stack's poller does the same (infra/local/sqs-poller.ts).
 *
 * Per message: read the endpoint (gone or disabled: the message is dropped), make one attempt
 * (functions/src/services/webhooks/attempt.ts), and then
 * - success, or a failure not worth retrying, or the event older than 24 hours: done (deleted);
 * - otherwise: ChangeMessageVisibility to the backoff (30 s doubling per receive, at most 1 hour) and report
 *   the message as failed, so SQS offers it again then. After `maxReceiveCount` receives it goes to the DLQ.
 *
 * FIFO: a group's messages come in order; once one fails, the rest of its group in the batch are reported
 * failed untried (AWS's rule for FIFO with partial batch responses), so order holds.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { WEBHOOK_LIMITS } from '../../../../shared/schemas/webhooks';
import { getWebhookEndpoint } from '../../data/webhooks';
import { logger } from '../../lib/observability';
import { sqsClient, webhookQueueUrl, type WebhookMessage } from '../../lib/webhooks/queue';
import { attemptDelivery } from '../../services/webhooks/attempt';

/** Backoff base and cap, in seconds (the local stack's tests shorten them: WEBHOOK_BACKOFF_BASE_SECONDS, …_MAX_SECONDS). */
const backoffBase = () => Number(process.env.WEBHOOK_BACKOFF_BASE_SECONDS ?? 30);
const backoffMax = () => Number(process.env.WEBHOOK_BACKOFF_MAX_SECONDS ?? 3600);

/** Seconds before the `receiveCount`-th receive's retry: base × 2^(n−1), at most the cap (and SQS's 12 hours). */
export function backoffSeconds(receiveCount: number, base = backoffBase(), max = backoffMax()): number {
  const seconds = Math.min(max, base * 2 ** Math.max(0, receiveCount - 1), 43_200);
  return base >= 1 ? Math.round(seconds) : seconds;
}

/**
 * The instant this delivery runs as: the system clock; on the local stack, the sender's `clock` (its
 * x-greenlight-clock) when the message carries one (decisions H17).
 */
function nowOf(message: WebhookMessage): number {
  if (process.env.LOCAL_CLOCK_HEADER === '1' && message.clock) {
    const parsed = Date.parse(message.clock);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return Date.now();
}

/** Deliver one message. @returns whether SQS should offer it again. */
async function deliverRecord(record: SQSRecord): Promise<boolean> {
  let message: WebhookMessage;
  try {
    message = JSON.parse(record.body) as WebhookMessage;
  } catch {
    logger.error('Webhook message unreadable: dropped', { messageId: record.messageId });
    return false;
  }
  const endpoint = await getWebhookEndpoint(message.organization_id, message.endpoint_id, { consistent: true });
  if (!endpoint || endpoint.enabled === false) return false;
  const now = nowOf(message);
  const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
  const outcome = await attemptDelivery(
    endpoint,
    message,
    attempt,
    now,
    record.attributes.MessageGroupId?.split(':').slice(1).join(':'),
  );
  if (outcome.ok || !outcome.retryable) return false;
  if (now - Date.parse(message.event.created_at) >= WEBHOOK_LIMITS.retryWindowMs) {
    logger.warn('Webhook retries ended after 24 hours', {
      eventId: message.event.id,
      endpointId: endpoint.endpoint_id,
    });
    return false;
  }
  await sqsClient().send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: webhookQueueUrl(),
      ReceiptHandle: record.receiptHandle,
      VisibilityTimeout: backoffSeconds(attempt),
    }),
  );
  return true;
}

/** Deliver a batch; the failed (to be retried) messages go back in `batchItemFailures`. */
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
        let retry: boolean;
        try {
          retry = await deliverRecord(record);
        } catch (error) {
          // Our own failure (the table, the queue): SQS offers it again after its visibility timeout.
          logger.error('Webhook delivery failed', { messageId: record.messageId, reason: (error as Error).message });
          retry = true;
        }
        if (retry) {
          failures.push(...records.slice(index).map((r) => r.messageId));
          return;
        }
      }
    }),
  );
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
};
