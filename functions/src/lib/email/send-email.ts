/**
 * Send one e-mail: put it in the outbox (issue 40 "E-mail goes through an outbox (SQS with retries and a
 * dead-letter queue)"; decisions MO1–MO3). Every caller renders its mail (./templates.ts) and calls this; the
 * outbox sender (functions/src/handlers/email/send.ts) hands it to SES, retrying while SES fails, once per id.
 * So a request that sends mail succeeds while SES is down, and the mail goes out when SES is back.
 *
 * A message is one SQS FIFO message, `EmailOutboxMessage` as JSON: its `id` is the message group and the
 * deduplication id (a retried SendMessage within 5 minutes is dropped by SQS), and the key of the sender's
 * "sent" marker (a redelivered message is not sent twice). The queue URL is `EMAIL_QUEUE_URL`; the SQS client is
 * the webhooks' (../webhooks/queue.ts).
 * @throws Error when the message is over SQS's 256 KiB, or SQS refuses it (the SDK's error: the API's 503).
 */
import { randomUUID } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { requireEnv } from '../env';
import { sqsClient } from '../webhooks/queue';
import type { EmailContent } from './templates';

/** One queued e-mail (the SQS message body). */
export interface EmailOutboxMessage {
  /** Unique per e-mail: the dedupe key of the queue and of the sender. */
  id: string;
  to: string;
  content: EmailContent;
  /** ISO instant it was queued. */
  queued_at: string;
}

/** SQS's largest message body, in bytes. */
export const MAX_OUTBOX_MESSAGE_BYTES = 256 * 1024;

export const emailQueueUrl = () => requireEnv('EMAIL_QUEUE_URL');

/**
 * Queue `content` for `to`, under a new random id.
 * @returns the e-mail's id.
 */
export async function sendEmail(to: string, content: EmailContent): Promise<string> {
  const message: EmailOutboxMessage = {
    id: randomUUID(),
    to,
    content,
    queued_at: new Date().toISOString(),
  };
  const body = JSON.stringify(message);
  if (Buffer.byteLength(body, 'utf8') > MAX_OUTBOX_MESSAGE_BYTES)
    throw new Error(`E-mail "${content.subject}" is over the outbox's ${MAX_OUTBOX_MESSAGE_BYTES} bytes`);
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: emailQueueUrl(),
      MessageBody: body,
      MessageGroupId: message.id,
      MessageDeduplicationId: message.id,
    }),
  );
  return message.id;
}
