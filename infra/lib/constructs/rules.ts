/**
 * Board rules: the run queue and its dead-letter queue (issue 38 "Runs happen on the server, from the
 * change's event … through a queue in order per card, as webhooks already are"; decisions BR4), a
 * FifoWorkQueue (./work-queue.ts; decisions MO5).
 *
 * - `Queue`: one message per (stream record, trigger) that some enabled rule of the workspace wants,
 *   grouped by card so a card's rule runs keep their order; kept 1 day.
 * - `DeadLetterQueue`: a message goes there after 5 receives (the runner's own failures: a rule's failed
 *   action is logged in its run, not retried).
 * - The runner (sqs:SendMessage for the stream consumer and the due-date schedule) reads it in batches of 10.
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';
import { FifoWorkQueue } from './work-queue';

/** The runner's timeout: a batch holds at most 10 messages of a few rules' actions each. */
export const RULE_RUNNER_TIMEOUT = Duration.minutes(1);

export interface RulesProps {
  settings: StageSettings;
}

export class Rules extends FifoWorkQueue {
  constructor(scope: Construct, id: string, props: RulesProps) {
    super(scope, id, {
      settings: props.settings,
      purpose: 'the rule queue',
      retention: Duration.days(1),
      readerTimeout: RULE_RUNNER_TIMEOUT,
      maxReceiveCount: 5,
      maxConcurrency: 20,
    });
  }
}
