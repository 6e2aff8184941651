/**
 * Local-only controls of the e-mail outbox and the fault injection (issue 40; decisions MO4), served by the
 * gateway (./gateway.ts) and used by the integration tests and by developers:
 * - `GET /_local/outbox`: the e-mail queue's counts, `{ visible, inFlight, inHand, deadLetters }`.
 * - `PUT /_local/faults` with a text body in `GREENLIGHT_FAULTS`' syntax (empty: none): the faults the local
 *   stack's AWS clients inject from their next call on (functions/src/lib/aws/faults.ts reads the variable on
 *   every call on the local stack). 400 with the parse error, nothing changed, when it cannot be read.
 * - `settleMail()`: what `/_local/mail/store` waits for before it answers, at most `SETTLE_LIMIT_MS`: no
 *   e-mail ready to send (none visible in the queue, none in the sender's hands). An e-mail waiting out a
 *   retry's backoff does not hold it. So a test reads the inbox as a person would a moment after the request.
 */
import express, { type Express, type Request, type Response } from 'express';
import { parseFaults } from '../../functions/src/lib/aws/faults';
import type { LocalQueue } from './sqs-queue';
import type { SqsPoller } from './sqs-poller';

/** The longest `/_local/mail/store` waits for the outbox, in ms. */
export const SETTLE_LIMIT_MS = 5000;

export interface EmailOutboxControl {
  queue: LocalQueue;
  deadLetterQueue: LocalQueue;
  poller: Pick<SqsPoller, 'inHand'>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The outbox's counts now. */
export function outboxCounts(outbox: EmailOutboxControl) {
  const { visible, inFlight } = outbox.queue.counts();
  const dead = outbox.deadLetterQueue.counts();
  return { visible, inFlight, inHand: outbox.poller.inHand(), deadLetters: dead.visible + dead.inFlight };
}

/** Wait until no e-mail is ready to send or being sent (at most `limitMs`). */
export async function settleMail(outbox: EmailOutboxControl, limitMs = SETTLE_LIMIT_MS): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (outbox.queue.counts().visible === 0 && outbox.poller.inHand() === 0) return;
    await sleep(10);
  }
}

/** Add `/_local/outbox` and `/_local/faults` to `app`. */
export function addLocalControls(app: Express, outbox: EmailOutboxControl): void {
  app.get('/_local/outbox', (_req: Request, res: Response) => void res.json(outboxCounts(outbox)));
  app.put('/_local/faults', express.text({ type: () => true }), (req: Request, res: Response) => {
    const spec = typeof req.body === 'string' ? req.body.trim() : '';
    try {
      parseFaults(spec);
    } catch (error) {
      return void res.status(400).json({ message: (error as Error).message });
    }
    if (spec) process.env.GREENLIGHT_FAULTS = spec;
    else delete process.env.GREENLIGHT_FAULTS;
    res.json({ faults: spec });
  });
}
