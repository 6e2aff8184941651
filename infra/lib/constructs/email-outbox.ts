/**
 * The e-mail outbox (issue 40 "E-mail goes through an outbox (SQS with retries and a dead-letter queue)";
 * decisions MO1–MO3, MO5): a FifoWorkQueue (./work-queue.ts) that every function sending mail writes to
 * (functions/src/lib/email/send-email.ts) and the email-sender function reads (functions/src/handlers/email/send.ts),
 * the only function allowed to call SES.
 *
 * - `Queue`: one message per e-mail, its own message group (no e-mail waits for another), deduplicated by its id;
 *   kept 4 days. The sender's backoff (10 s doubling, at most 15 minutes) sets each retry's visibility.
 * - `DeadLetterQueue`: after 100 receives, about 24 hours of SES failing (7 receives to reach the 15-minute cap,
 *   then one every 15 minutes).
 * - The sender reads batches of 10, at most 5 batches at once, to stay near SES's sending rate (SES's throttling
 *   is retried like any failure).
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StageSettings } from '../stage-config';
import { FifoWorkQueue } from './work-queue';

/** The sender's timeout: 10 e-mails side by side, each at most 3 SES attempts of at most 1.8 s. */
export const EMAIL_SENDER_TIMEOUT = Duration.seconds(30);
/** Receives before an e-mail goes to the dead-letter queue. */
export const EMAIL_MAX_RECEIVE_COUNT = 100;

export interface EmailOutboxProps {
  settings: StageSettings;
}

export class EmailOutbox extends FifoWorkQueue {
  constructor(scope: Construct, id: string, props: EmailOutboxProps) {
    super(scope, id, {
      settings: props.settings,
      purpose: 'the e-mail outbox',
      retention: Duration.days(4),
      readerTimeout: EMAIL_SENDER_TIMEOUT,
      maxReceiveCount: EMAIL_MAX_RECEIVE_COUNT,
      maxConcurrency: 5,
    });
  }
}
