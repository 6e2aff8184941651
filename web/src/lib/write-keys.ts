/**
 * The part of safe retries (issue 40; ./write-retries.ts) every page needs: which requests are writes, their
 * `Idempotency-Key` (one per call, kept by its retries), and which outcomes are worth sending again. Small on
 * purpose: the retry loop itself is loaded on the first retry only. And whether a write is being retried:
 * `useWritesRetrying()` is true meanwhile, so the screens where a person waits (the comment composer, card
 * moves) say "Not saved yet, retrying" instead of only "Saving…" (a tiny external store, like the toasts').
 */
import { useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER } from '../../../shared/schemas/idempotency-limits';

/** True for the methods that change something (and so carry a key and may be retried). */
export const isWrite = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** Adds a fresh key to a write's headers, unless it already has one (a retry keeps its key). */
export function withIdempotencyKey(headers: Record<string, string>): Record<string, string> {
  if (headers[IDEMPOTENCY_HEADER]) return headers;
  return { ...headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
}

/**
 * Whether an attempt's outcome is worth sending again: the network failed (`status` 0), the API was busy
 * (503), or the key's first attempt is still running (409 with `Retry-After`; a conflict has none).
 */
export function isRetryable(status: number, retryAfter: string | null): boolean {
  return status === 0 || status === 503 || (status === 409 && retryAfter !== null);
}

/** What a person waiting on a write is told (`SaveStatus`). */
export const SAVE_MESSAGES = { saving: 'Saving…', retrying: 'Not saved yet, retrying' } as const;

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
