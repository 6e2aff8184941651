/**
 * Webhooks: the delivery queue and its dead-letter queue (issue 29 "a queue with a dead-letter queue (SQS),
 * not retries inside the request that caused the event"; BRIEF §8 "Webhooks"; decisions H12–H14, H24).
 *
 * - `Queue`: FIFO, one message per (event, endpoint), grouped by endpoint and card so a card's events keep
 *   their order per endpoint; high-throughput FIFO (deduplication and throughput per message group).
 *   Messages live 2 days (the retries last 24 hours from the event). Its visibility timeout is 6 × the
 *   delivery function's timeout, as AWS advises for an event source mapping; the delivery's own backoff
 *   sets each retry's visibility with ChangeMessageVisibility.
 * - `DeadLetterQueue`: FIFO, 14 days; a message goes there after 50 receives (the 24-hour retry window with
 *   30 s doubling, capped at 1 hour, is about 31 receives, so only a message the function cannot handle gets there).
 * - The delivery function reads the queue through an event source mapping: batches of 10, ReportBatchItemFailures.
 *
 * Both queues are encrypted with SQS-managed keys and refuse requests without TLS.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';

/** The delivery function's timeout: a batch holds at most 10 attempts of at most 10 s each. */
export const WEBHOOK_DELIVERY_TIMEOUT = Duration.minutes(2);
/** Receives before a message goes to the dead-letter queue. */
export const WEBHOOK_MAX_RECEIVE_COUNT = 50;

export interface WebhooksProps {
  settings: StageSettings;
}

export class Webhooks extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      fifo: true,
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is the dead-letter queue of the webhook queue; it has no dead-letter queue of its own.',
    });
    this.queue = new Queue(this, 'Queue', {
      fifo: true,
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      retentionPeriod: Duration.days(2),
      visibilityTimeout: Duration.seconds(WEBHOOK_DELIVERY_TIMEOUT.toSeconds() * 6),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: WEBHOOK_MAX_RECEIVE_COUNT },
    });
  }

  /** The delivery function reads the queue: batches of 10, failed messages reported one by one. */
  consume(fn: IFunction & { addEventSource(source: SqsEventSource): void }): void {
    fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: 20 }),
    );
  }

  /** sqs:SendMessage on the webhook queue (the stream consumer; the API's redeliver and test routes). */
  grantSend(grantee: IGrantable): void {
    this.queue.grantSendMessages(grantee);
  }
}
