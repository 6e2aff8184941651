/**
 * A FIFO work queue with its FIFO dead-letter queue, read by one function (issues 29, 38, 40): what the webhook
 * deliveries (./webhooks.ts), the board rules (./rules.ts) and the e-mail outbox (./email-outbox.ts) share
 * (decisions MO5).
 *
 * - `Queue`: FIFO, high-throughput (deduplication and throughput per message group); its visibility timeout is
 *   6 × the reader's timeout, as AWS advises for an event source mapping; after `maxReceiveCount` receives a
 *   message goes to the dead-letter queue.
 * - `DeadLetterQueue`: FIFO, 14 days.
 * - The reader gets the queue through an event source mapping: batches of 10, ReportBatchItemFailures.
 *
 * Both queues are encrypted with SQS-managed keys and refuse requests without TLS. The construct ids
 * (`Queue`, `DeadLetterQueue`) are the ones the webhook and rule queues had before, so their logical ids hold.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { DeduplicationScope, FifoThroughputLimit, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';

export interface FifoWorkQueueProps {
  settings: StageSettings;
  /** What the queue carries, for cdk-nag's acknowledgement ("the webhook queue"). */
  purpose: string;
  /** How long a message is kept. */
  retention: Duration;
  /** The reading function's timeout. */
  readerTimeout: Duration;
  maxReceiveCount: number;
  /** The event source mapping's concurrent batches at most (2–1000). */
  maxConcurrency: number;
}

export class FifoWorkQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  private readonly maxConcurrency: number;

  constructor(scope: Construct, id: string, props: FifoWorkQueueProps) {
    super(scope, id);
    this.maxConcurrency = props.maxConcurrency;
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      fifo: true,
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: `This is the dead-letter queue of ${props.purpose}; it has no dead-letter queue of its own.`,
    });
    this.queue = new Queue(this, 'Queue', {
      fifo: true,
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      retentionPeriod: props.retention,
      visibilityTimeout: Duration.seconds(props.readerTimeout.toSeconds() * 6),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });
  }

  /** The reader reads the queue: batches of 10, failed messages reported one by one. */
  consume(fn: IFunction & { addEventSource(source: SqsEventSource): void }): void {
    fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 10,
        reportBatchItemFailures: true,
        maxConcurrency: this.maxConcurrency,
      }),
    );
  }

  /** sqs:SendMessage on the queue. */
  grantSend(grantee: IGrantable): void {
    this.queue.grantSendMessages(grantee);
  }
}
