/**
 * Safe retries of the web app's writes (issue 40 "The web app sends a key with each user action. It retries
 * network errors and 503s with backoff and jitter"; decisions IK7, IK8):
 *
 * - every write (POST, PUT, PATCH, DELETE) carries an `Idempotency-Key`, one per call (one user action) and
 *   the same on each of its retries, so a creation the server already made is answered again, not made twice;
 * - a write that could not reach the API (status 0), answered 503, or answered 409 "still in progress" (its
 *   first attempt is still running) is sent again up to `WRITE_RETRY.attempts` times in all, after a full-jitter
 *   exponential backoff (base 500 ms, capped at 8 s), never sooner than the server's `Retry-After` seconds;
 * - while any write is waiting to be sent again, `useWritesRetrying()` (./write-keys.ts) is true.
 *
 * This module is the retry loop only, loaded on a write's first retry (./api-client.ts), so it costs the first
 * page nothing; the keys and the retrying flag live in ./write-keys.ts.
 */
import { isRetryable, markRetrying } from './write-keys';

/** Attempts per write, the first included, and the backoff's base and cap in milliseconds. */
export const WRITE_RETRY = { attempts: 5, baseMs: 500, maxMs: 8_000 } as const;

/**
 * Milliseconds to wait before attempt `attempt + 1` (`attempt` counts from 1): full jitter over
 * `min(maxMs, baseMs · 2^(attempt−1))`, and at least `Retry-After` (seconds) when the server sent it.
 */
export function retryDelayMs(attempt: number, retryAfter: string | null, random: () => number = Math.random): number {
  const ceiling = Math.min(WRITE_RETRY.maxMs, WRITE_RETRY.baseMs * 2 ** (attempt - 1));
  const jittered = Math.round(random() * ceiling);
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(jittered, seconds * 1000) : jittered;
}

/** Resolves after `ms`, or rejects with the signal's abort. */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** The outcome of an attempt that could not reach the API. */
export const NETWORK_FAILURE: AttemptOutcome = { status: 0, retryAfter: null };

/** What an attempt's answer says: its HTTP status and `Retry-After`. */
export interface AttemptOutcome {
  status: number;
  retryAfter: string | null;
}

/**
 * Sends a write again after its first attempt's retryable `first` outcome, until an outcome is not retryable
 * or `WRITE_RETRY.attempts` ran in all, marking the write as retrying meanwhile. An error `isNetworkFailure`
 * accepts counts as status 0, and is thrown when the last attempt met it.
 * @returns the last attempt's result.
 */
export async function retryWrite<R>(
  signal: AbortSignal | undefined,
  attempt: () => Promise<R>,
  outcome: (result: R) => AttemptOutcome,
  isNetworkFailure: (error: unknown) => boolean,
  first: AttemptOutcome,
): Promise<R> {
  const done = markRetrying();
  try {
    let seen = first;
    for (let n = 2; ; n += 1) {
      await pause(retryDelayMs(n - 1, seen.retryAfter), signal);
      let result: { value: R } | undefined;
      let failure: unknown;
      try {
        result = { value: await attempt() };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        failure = error;
      }
      seen = result ? outcome(result.value) : NETWORK_FAILURE;
      if (n < WRITE_RETRY.attempts && isRetryable(seen.status, seen.retryAfter)) continue;
      if (!result) throw failure;
      return result.value;
    }
  } finally {
    done();
  }
}
