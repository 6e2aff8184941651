/**
 * Board rules: the run queue and its dead-letter queue (issue 38 "Runs happen on the server, from the
 * change's event … through a queue in order per card, as webhooks already are"; decisions BR4).
 *
 * - `Queue`: FIFO, one message per (stream record, trigger) that some enabled rule of the workspace wants,
 *   grouped by card so a card's rule runs keep their order; high-throughput FIFO (per message group).
 *   Its visibility timeout is 6 × the runner's timeout, as AWS advises for an event source mapping.
 * - `DeadLetterQueue`: FIFO, 14 days; a message goes there after 5 receives (the runner's own failures:
 *   a rule's failed action is logged in its run, not retried).
 * - The runner reads the queue through an event source mapping: batches of 10, ReportBatchItemFailures.
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

/** The runner's timeout: a batch holds at most 10 messages of a few rules' actions each. */
export const RULE_RUNNER_TIMEOUT = Duration.minutes(1);

export interface RulesProps {
  settings: StageSettings;
}

export class Rules extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: RulesProps) {
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
      reason: 'This is the dead-letter queue of the rule queue; it has no dead-letter queue of its own.',
    });
    this.queue = new Queue(this, 'Queue', {
      fifo: true,
      deduplicationScope: DeduplicationScope.MESSAGE_GROUP,
      fifoThroughputLimit: FifoThroughputLimit.PER_MESSAGE_GROUP_ID,
      retentionPeriod: Duration.days(1),
      visibilityTimeout: Duration.seconds(RULE_RUNNER_TIMEOUT.toSeconds() * 6),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: props.settings.removalPolicy,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });
  }

  /** The runner reads the queue: batches of 10, failed messages reported one by one. */
  consume(fn: IFunction & { addEventSource(source: SqsEventSource): void }): void {
    fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: 10, reportBatchItemFailures: true, maxConcurrency: 20 }),
    );
  }

  /** sqs:SendMessage on the rule queue (the stream consumer, the due-date schedule). */
  grantSend(grantee: IGrantable): void {
    this.queue.grantSendMessages(grantee);
  }
}
