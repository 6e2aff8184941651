/**
 * Organization export and import: the transfer queue and its dead-letter queue (issue 40 "The job runs
 * asynchronously"; decisions EX3).
 *
 * - `Queue`: standard, one message per job; its visibility timeout is the worker's timeout plus a
 *   minute, so a message is offered again only after the worker that holds it has surely stopped.
 * - `DeadLetterQueue`: 14 days; a message goes there after 3 receives (the worker could not write the
 *   job's own record; an export or import that fails is recorded on its job, not retried).
 * - The worker reads the queue one message at a time, at most 5 jobs at once.
 *
 * Both queues are encrypted with SQS-managed keys and refuse requests without TLS.
 */
import { Duration, Size, Validations } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';

/** The worker's timeout: Lambda's most. The demo organization takes seconds (tests/bench/export-import.bench.ts). */
export const TRANSFER_WORKER_TIMEOUT = Duration.minutes(15);

/** The worker's /tmp: an import zip (at most 2 GB) is downloaded there for yauzl's random access. */
export const TRANSFER_WORKER_STORAGE = Size.gibibytes(3);

export interface TransfersProps {
  settings: StageSettings;
}

export class Transfers extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: TransfersProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This is the dead-letter queue of the transfer queue; it has no dead-letter queue of its own.',
    });
    this.queue = new Queue(this, 'Queue', {
      retentionPeriod: Duration.days(1),
      visibilityTimeout: TRANSFER_WORKER_TIMEOUT.plus(Duration.minutes(1)),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 3 },
    });
  }

  /** The worker reads the queue: one job per invocation, at most 5 at once. */
  consume(fn: IFunction & { addEventSource(source: SqsEventSource): void }): void {
    fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true, maxConcurrency: 5 }),
    );
  }

  /** sqs:SendMessage on the transfer queue (the organizations function). */
  grantSend(grantee: IGrantable): void {
    this.queue.grantSendMessages(grantee);
  }
}
