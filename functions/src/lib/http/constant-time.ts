/**
 * Answer in a constant time (issue 10 "accounts can be enumerated"; docs/decisions.md S14). Forgot
 * password, resend confirmation and request unlock do more work (a token, an e-mail) when the e-mail has
 * an account; padding every answer to the same duration keeps the timing from telling.
 *
 * Why pad rather than send after answering: a Lambda is frozen as soon as it answers, so work after the
 * response may never run, and queueing the mail (an async self-invoke or a queue) needs infrastructure
 * this slice does not have; SES, Cognito and DynamoDB answer in well under the padding, so the work fits.
 */

/** How long the account forms that must not reveal an account take to answer, in ms. */
export const ACCOUNT_FORM_ANSWER_MS = 1000;

/** Time source, injected by tests (BRIEF §7). */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Run `work` and answer (its result or its error) no sooner than `minimumMs` after the start. Work that
 * takes longer is not cut short.
 */
export async function inConstantTime<T>(
  work: () => Promise<T>,
  minimumMs = ACCOUNT_FORM_ANSWER_MS,
  clock: Clock = systemClock,
): Promise<T> {
  const start = clock.now();
  try {
    return await work();
  } finally {
    const left = minimumMs - (clock.now() - start);
    if (left > 0) await clock.sleep(left);
  }
}
