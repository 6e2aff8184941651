/**
 * The webhook queue (issue 29 "a queue with a dead-letter queue (SQS)"; BRIEF §8 "Webhooks"; decisions
 * H12–H14): one SQS FIFO message per (event, endpoint), sent by the stream consumer and by the API's
 * redeliver and test routes, received by the delivery function (functions/src/handlers/webhooks/deliver.ts).
 *
 * - `MessageGroupId` = `{endpoint_id}:{card id}` (or the object's id): a card's events reach an endpoint in
 *   order, and a failing endpoint holds back only its own messages, never another endpoint's.
 * - `MessageDeduplicationId` = `{event_id}:{endpoint_id}`: an event id is derived from the stream record, so a
 *   stream batch that is retried does not send its events twice (SQS drops duplicates for 5 minutes).
 *   A redelivery adds its own id, since an admin asks for it on purpose.
 *
 * The client is made once per runtime; its endpoint is the SDK's `AWS_ENDPOINT_URL_SQS` (the local
 * stack's queue, infra/local/sqs.ts), else the region's. The queue URL is `WEBHOOK_QUEUE_URL`.
 */
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { requireEnv } from '../env';
import type { WebhookEvent } from '../../../../shared/schemas/webhooks';
import { awsClientConfig } from '../aws/client-config';

/** The body of one queue message. */
export interface WebhookMessage {
  endpoint_id: string;
  organization_id: string;
  /** An admin's redelivery (or test event): logged as such. */
  redelivery: boolean;
  event: WebhookEvent;
  /**
   * Local stack only (LOCAL_CLOCK_HEADER=1): the instant the sender ran as (its `x-greenlight-clock`), which
   * the delivery function then runs as too, so a test can run a delivery "24 hours later" (decisions H17).
   */
  clock?: string;
}

/** One message to send: its body and its FIFO group within the endpoint. */
export interface OutgoingWebhookMessage {
  message: WebhookMessage;
  groupId: string;
  /** Extra dedup salt (a redelivery's own id). */
  dedupSalt?: string;
}

let client: SQSClient | undefined;

/** The SQS client of this runtime. */
export function sqsClient(): SQSClient {
  client ??= new SQSClient(awsClientConfig('sqs'));
  return client;
}

export const webhookQueueUrl = () => requireEnv('WEBHOOK_QUEUE_URL');

/** SQS ids allow 128 characters of `[A-Za-z0-9!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~]`. */
const sqsId = (value: string) => value.replace(/[^A-Za-z0-9!-/:-@[-`{-~]/g, '_').slice(0, 128);

/**
 * Send the messages, 10 per SendMessageBatch, retrying the entries SQS refused (throttling) up to 3 times.
 * @throws Error when entries are still refused: the stream batch is then retried (its ids dedupe).
 */
export async function sendWebhookMessages(messages: readonly OutgoingWebhookMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 10) {
    let entries = messages.slice(start, start + 10).map((m, index) => ({
      Id: String(index),
      MessageBody: JSON.stringify(m.message),
      MessageGroupId: sqsId(`${m.message.endpoint_id}:${m.groupId}`),
      MessageDeduplicationId: sqsId([m.message.event.id, m.message.endpoint_id, m.dedupSalt].filter(Boolean).join(':')),
    }));
    for (let attempt = 1; entries.length; attempt++) {
      const result = await sqsClient().send(
        new SendMessageBatchCommand({ QueueUrl: webhookQueueUrl(), Entries: entries }),
      );
      const failed = new Set((result.Failed ?? []).map((f) => f.Id));
      if (!failed.size) break;
      if (attempt >= 3)
        throw new Error(
          `Webhook queue refused ${failed.size} messages: ${result.Failed?.[0]?.Message ?? 'unknown reason'}`,
        );
      entries = entries.filter((entry) => failed.has(entry.Id));
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
