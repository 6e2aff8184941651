/**
 * Safe retries of the web app's writes (issue 40 "The web app sends a key with each user action. It retries
 * network errors and 503s with backoff and jitter"; decisions IK7, IK8):
 *
 * - every write (POST, PUT, PATCH, DELETE) carries an `Idempotency-Key`, one per call (one user action) and
 *   the same on each of its retries, so a creation the server already made is answered again, not made twice;
 * - a write that could not reach the API (status 0), answered 503, or answered 409 "still in progress" (its
 *   first attempt is still running) is sent again up to `WRITE_RETRY.attempts` times in all, after a full-jitter
 *   exponential backoff (base 500 ms, capped at 8 s), never sooner than the server's `Retry-After` seconds;
 * - while any write is waiting to be sent again, `useWritesRetrying()` is true, so the screens where a person
 *   waits (the comment composer, card moves) say "Not saved yet, retrying" instead of only "Saving…".
 *
 * A tiny external store, like the toast store, so the transport (plain code) can raise it.
 */
import { useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES } from '../../../shared/schemas/idempotency-limits';

/** Attempts per write, the first included, and the backoff's base and cap in milliseconds. */
export const WRITE_RETRY = { attempts: 5, baseMs: 500, maxMs: 8_000 } as const;

/** What a person waiting on a write is told (`SaveStatus`). */
export const SAVE_MESSAGES = { saving: 'Saving…', retrying: 'Not saved yet, retrying' } as const;

/** True for the methods that change something (and so carry a key and may be retried). */
export const isWrite = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** Adds a fresh key to a write's headers, unless it already has one (a retry keeps its key). */
export function withIdempotencyKey(headers: Record<string, string>): Record<string, string> {
  if (headers[IDEMPOTENCY_HEADER]) return headers;
  return { ...headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
}

/**
 * Whether an attempt's outcome is worth sending again: the network failed (`status` 0), the API was busy
 * (503), or the key's first attempt is still running (409 with the in-progress message).
 */
export function isRetryable(status: number, message: string | undefined): boolean {
  return status === 0 || status === 503 || (status === 409 && message === IDEMPOTENCY_MESSAGES.inProgress);
}

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

/** What an attempt's answer says: its HTTP status, the error envelope's message, and `Retry-After`. */
export interface AttemptOutcome {
  status: number;
  message: string | undefined;
  retryAfter: string | null;
}

/**
 * Runs a write's `attempt` until its outcome is not retryable or `WRITE_RETRY.attempts` ran, marking the write
 * as retrying meanwhile. An error `isNetworkFailure` accepts counts as status 0; it is thrown after the last attempt.
 * @returns the last attempt's result, and whether it was a retry.
 */
export async function retryWrite<R>(
  signal: AbortSignal | undefined,
  attempt: () => Promise<R>,
  outcome: (result: R) => AttemptOutcome,
  isNetworkFailure: (error: unknown) => boolean,
): Promise<{ result: R; retried: boolean }> {
  let done: (() => void) | undefined;
  try {
    for (let n = 1; ; n += 1) {
      let result: { value: R } | undefined;
      let failure: unknown;
      try {
        result = { value: await attempt() };
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        failure = error;
      }
      const seen = result ? outcome(result.value) : { status: 0, message: undefined, retryAfter: null };
      if (n < WRITE_RETRY.attempts && isRetryable(seen.status, seen.message)) {
        done ??= markRetrying();
        await pause(retryDelayMs(n, seen.retryAfter), signal);
        continue;
      }
      if (!result) throw failure;
      return { result: result.value, retried: n > 1 };
    }
  } finally {
    done?.();
  }
}

// ---------- who is retrying ----------

type Listener = () => void;
const listeners = new Set<Listener>();
let retrying = 0;

function emit(): void {
  for (const listener of listeners) listener();
}

/** Marks one write as waiting to be sent again. @returns the call that marks it done (once). */
export function markRetrying(): () => void {
  retrying += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    retrying -= 1;
    emit();
  };
}

/** Whether any write is waiting to be sent again. */
export function writesRetrying(): boolean {
  return retrying > 0;
}

/** React: true while any write is waiting to be sent again. */
export function useWritesRetrying(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    writesRetrying,
    () => false,
  );
}
