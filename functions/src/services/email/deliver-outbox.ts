/**
 * The outbox sender's rule for one queued e-mail (issue 40 "Nothing is sent twice"; decisions MO2): claim the
 * e-mail's marker with a conditional put, then hand it to SES, then record the outcome.
 *
 * - No marker: this attempt claims it (`sending`, leased for `LEASE_MS`), sends, and marks it `sent`.
 * - `sent` or `refused`: a duplicate (SQS delivers at least once; a message may come back after its
 *   visibility timeout): nothing is sent.
 * - `sending` within its lease: another attempt is sending it now; retry later (it may still fail and release).
 * - `sending` past its lease: an attempt stopped between its claim and its outcome (its runtime ended). SES may
 *   have accepted the mail, so it is not sent again: "nothing twice" wins over a possible loss, logged as an
 *   error (the outcome is unknown).
 * - SES refuses the message for good (MessageRejected…): marked `refused`, not retried, logged.
 * - SES fails otherwise (5xx, throttling, timeout): the claim is deleted and the error thrown, so the queue
 *   offers the message again with backoff; after the queue's receives it goes to the dead-letter queue.
 * - Marking `sent` fails (the table): the mail went out, so the message is done; the marker stays `sending`, which
 *   a duplicate then reads as "past its lease": not sent again.
 */
import type { EmailOutboxMessage } from '../../lib/email/send-email';
import type { EmailContent } from '../../lib/email/templates';
import { logger } from '../../lib/observability';

/** Milliseconds a claim belongs to its attempt: longer than the sender function's 30 s timeout. */
export const LEASE_MS = 60_000;

/** What a claim found. */
export type ClaimResult =
  { claimed: true } | { claimed: false; status: 'sending' | 'sent' | 'refused' | 'unknown'; leaseUntil: number };

/** The markers' store (the table: functions/src/data/email-sends.ts; tests: an in-memory one). */
export interface SendMarkers {
  /** Conditional put of a `sending` marker; when one exists, what it says. */
  claim(emailId: string, attemptId: string, now: number, leaseMs: number): Promise<ClaimResult>;
  /** Record the outcome of this attempt's claim. */
  settle(
    emailId: string,
    attemptId: string,
    status: 'sent' | 'refused',
    now: number,
    sesMessageId?: string,
  ): Promise<void>;
  /** Delete this attempt's `sending` claim (nothing when another attempt holds it). */
  release(emailId: string, attemptId: string): Promise<void>;
}

export interface OutboxDeps {
  markers: SendMarkers;
  /** SES: @returns its message id. */
  deliver(to: string, content: EmailContent): Promise<string | undefined>;
  isRefusal(error: unknown): boolean;
  /** Epoch ms. */
  now(): number;
  newAttemptId(): string;
}

/** What became of one message; every outcome but a thrown error deletes it from the queue. */
export type OutboxOutcome = 'sent' | 'duplicate' | 'refused' | 'unknown';

/**
 * Send `message` at most once.
 * @throws the SES or table error when the message should be offered again (the claim released), or an Error
 *   when another attempt holds the claim.
 */
export async function deliverOutboxMessage(message: EmailOutboxMessage, deps: OutboxDeps): Promise<OutboxOutcome> {
  const attemptId = deps.newAttemptId();
  const now = deps.now();
  const claim = await deps.markers.claim(message.id, attemptId, now, LEASE_MS);
  if (!claim.claimed) {
    if (claim.status === 'sent' || claim.status === 'refused') return 'duplicate';
    if (claim.status === 'sending' && claim.leaseUntil > now)
      throw new Error(`E-mail ${message.id} is being sent by another attempt`);
    logger.error('E-mail outcome unknown: an earlier attempt stopped while sending it; not sent again', {
      emailId: message.id,
    });
    return 'unknown';
  }
  let sesMessageId: string | undefined;
  try {
    sesMessageId = await deps.deliver(message.to, message.content);
  } catch (error) {
    if (deps.isRefusal(error)) {
      logger.error('SES refused an e-mail: not retried', { emailId: message.id, reason: (error as Error).name });
      await deps.markers.settle(message.id, attemptId, 'refused', deps.now());
      return 'refused';
    }
    await deps.markers.release(message.id, attemptId);
    throw error;
  }
  await deps.markers
    .settle(message.id, attemptId, 'sent', deps.now(), sesMessageId)
    .catch((error: unknown) =>
      logger.error('E-mail sent but its marker not written', { emailId: message.id, reason: (error as Error).message }),
    );
  return 'sent';
}
