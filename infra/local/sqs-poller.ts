/**
 * The local SQS event source (issue 29; decisions H23): what Lambda's event source mapping does for the
 * webhook delivery function in AWS, against the local queue (./sqs.ts). A few pollers (like the mapping's
 * concurrent batches) each receive up to `batchSize` messages, call the handler with a real-shaped
 * `SQSEvent` (`events/sqs/`), and delete the messages the handler did not report in
 * `batchItemFailures` (ReportBatchItemFailures). A handler that throws leaves the whole batch to reappear
 * after its visibility timeout, as in AWS.
 */
import { metered } from './metering';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalQueue } from './sqs-queue';
import { messageJson } from './sqs';

export type SqsHandler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse | void>;

export interface SqsPollerOptions {
  queue: LocalQueue;
  loadHandler: () => Promise<SqsHandler>;
  /** Messages per invocation (the mapping's BatchSize; default 10). */
  batchSize?: number;
  /** Concurrent invocations (default 4). */
  concurrency?: number;
  /** Wait after an empty receive, in ms (default 20; tests may set WEBHOOK_POLL_IDLE_MS). */
  idleMs?: number;
  functionName?: string;
}

export interface SqsPoller {
  /** Messages received and not yet settled by the handler (the e-mail outbox's settle waits on it). */
  inHand(): number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A received message as Lambda hands it over. */
export function toSqsRecord(queue: Pick<LocalQueue, 'arn'>, message: ReturnType<typeof messageJson>): SQSRecord {
  return {
    messageId: message.MessageId,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body,
    attributes: message.Attributes as SQSRecord['attributes'],
    messageAttributes: {},
    md5OfBody: message.MD5OfBody,
    eventSource: 'aws:sqs',
    eventSourceARN: queue.arn,
    awsRegion: 'us-east-1',
  };
}

/** Start polling `options.queue`; `stop` waits for the batches in hand to finish. */
export function startSqsPoller(options: SqsPollerOptions): SqsPoller {
  const { queue } = options;
  const batchSize = options.batchSize ?? 10;
  const idleMs = options.idleMs ?? (Number(process.env.WEBHOOK_POLL_IDLE_MS) || 20);
  const context = {
    functionName: options.functionName ?? 'webhook-delivery',
    awsRequestId: 'local',
    getRemainingTimeInMillis: () => 60_000,
  };
  let stopped = false;
  let inHand = 0;
  let handler: Promise<SqsHandler> | undefined;

  const loop = async () => {
    while (!stopped) {
      const messages = queue.receive(batchSize).map(messageJson);
      if (!messages.length) {
        await sleep(idleMs);
        continue;
      }
      const records = messages.map((m) => toSqsRecord(queue, m));
      inHand += records.length;
      try {
        handler ??= options.loadHandler();
        const consume = await handler;
        const response = await metered(context.functionName, 'sqs', () => consume({ Records: records }, context));
        const failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        for (const record of records) if (!failed.has(record.messageId)) queue.delete(record.receiptHandle);
      } catch (error) {
        // As in AWS: the batch reappears after its visibility timeout.
        console.error(`[sqs] ${context.functionName} failed: ${(error as Error).message}`);
      } finally {
        inHand -= records.length;
      }
    }
  };
  const loops = Array.from({ length: options.concurrency ?? 4 }, () => loop());
  return {
    inHand: () => inHand,
    stop: async () => {
      stopped = true;
      await Promise.allSettled(loops);
    },
  };
}
