/**
 * Bounded retries with exponential backoff and full jitter (issue 40 "Thumbnails, PDF page counts, zips and
 * reports that fail are retried"; decisions FT1), for work the SDK's own retries do not cover: rendering a
 * picture, or a sequence of AWS calls that failed as a whole.
 */

/** How many attempts (the first included) and the base delay in milliseconds (doubled per retry). */
export interface RetryPolicy {
  attempts: number;
  baseMs: number;
}

/** Renditions: 3 attempts, waits of up to 200 ms then 400 ms (≤ 0.6 s added to a request that keeps failing). */
export const RENDITION_RETRIES: RetryPolicy = { attempts: 3, baseMs: 200 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `work()`, tried until attempt `policy.attempts` (counting from `firstAttempt`, default 1: a caller that
 * already tried once passes 2, and waits before it as before any retry); before attempt n > 1 it waits a
 * random 0 to `baseMs × 2^(n-2)` ms. `retryable(error)` false ends the tries at once.
 * @returns work's result. @throws the last error.
 */
export async function withRetries<T>(
  work: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  retryable: (error: unknown) => boolean = () => true,
  firstAttempt = 1,
): Promise<T> {
  for (let attempt = firstAttempt; ; attempt += 1) {
    if (attempt > 1) await sleep(Math.random() * policy.baseMs * 2 ** (attempt - 2));
    try {
      return await work(attempt);
    } catch (error) {
      if (attempt >= policy.attempts || !retryable(error)) throw error;
    }
  }
}
