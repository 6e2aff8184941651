/**
 * Webhooks: the delivery queue and its dead-letter queue (issue 29 "a queue with a dead-letter queue (SQS),
 * not retries inside the request that caused the event"; BRIEF §8 "Webhooks"; decisions H12–H14, H24), a
 * FifoWorkQueue (./work-queue.ts; decisions MO5).
 *
 * - `Queue`: one message per (event, endpoint), grouped by endpoint and card so a card's events keep
 *   their order per endpoint. Messages live 2 days (the retries last 24 hours from the event). The delivery's
 *   own backoff sets each retry's visibility with ChangeMessageVisibility.
 * - `DeadLetterQueue`: a message goes there after 50 receives (the 24-hour retry window with 30 s doubling,
 *   capped at 1 hour, is about 31 receives, so only a message the function cannot handle gets there).
 * - The delivery function reads it in batches of 10 (the stream consumer and the API's redeliver and test
 *   routes send).
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';
import { FifoWorkQueue } from './work-queue';

/** The delivery function's timeout: a batch holds at most 10 attempts of at most 10 s each. */
export const WEBHOOK_DELIVERY_TIMEOUT = Duration.minutes(2);
/** Receives before a message goes to the dead-letter queue. */
export const WEBHOOK_MAX_RECEIVE_COUNT = 50;

export interface WebhooksProps {
  settings: StageSettings;
}

export class Webhooks extends FifoWorkQueue {
  constructor(scope: Construct, id: string, props: WebhooksProps) {
    super(scope, id, {
      settings: props.settings,
      purpose: 'the webhook queue',
      retention: Duration.days(2),
      readerTimeout: WEBHOOK_DELIVERY_TIMEOUT,
      maxReceiveCount: WEBHOOK_MAX_RECEIVE_COUNT,
      maxConcurrency: 20,
    });
  }
}
