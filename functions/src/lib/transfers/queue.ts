/**
 * The transfer queue (issue 40 "The job runs asynchronously"; decisions EX3): one standard SQS message per
 * organization export or import job, `{transfer_id}`, read by the transfer worker
 * (functions/src/handlers/transfers/run.ts). The queue URL is `TRANSFER_QUEUE_URL`; the SQS client is the
 * webhooks' (../webhooks/queue.ts).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { requireEnv } from '../env';
import { sqsClient } from '../webhooks/queue';

/** The body of one queue message. */
export interface TransferMessage {
  transfer_id: string;
}

export const transferQueueUrl = () => requireEnv('TRANSFER_QUEUE_URL');

/** Queue the job `transferId`. @throws the SDK's error when SQS refuses (the route then answers 503/500). */
export async function sendTransferMessage(transferId: string): Promise<void> {
  const message: TransferMessage = { transfer_id: transferId };
  await sqsClient().send(
    new SendMessageCommand({ QueueUrl: transferQueueUrl(), MessageBody: JSON.stringify(message) }),
  );
}
