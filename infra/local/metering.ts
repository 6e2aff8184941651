/**
 * What the local stack meters for the cost model (issue 39 "A cost model, measured"; `npm run cost`,
 * tests/cost/): every Lambda invocation the local stack makes in place of AWS (HTTP functions, the
 * authorizer, the WebSocket handler, the stream consumer, the webhook queue's consumer, scheduled jobs),
 * with its function name, route and duration in milliseconds, and the invocation every AWS SDK call runs in.
 *
 * Off the request path: `metered` only wraps the call in an AsyncLocalStorage context and reads the clock;
 * with no listener nothing else happens. The deployed stack does not use this module (Lambda bills itself).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** One Lambda invocation: `fn` is the catalogue's function name (functions/src/catalogue.ts), `route` what called it. */
export interface Invocation {
  fn: string;
  route: string;
  ms: number;
}

const current = new AsyncLocalStorage<Omit<Invocation, 'ms'>>();
const listeners = new Set<(invocation: Invocation) => void>();

/**
 * Runs `call` as one invocation of Lambda function `fn` for `route` (an HTTP route key such as
 * `GET /api/v1/workspaces/{id}/cards`, `$connect`, `stream`, `sqs`, `schedule`), and tells the listeners its
 * duration, also when it throws.
 */
export async function metered<T>(fn: string, route: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await current.run({ fn, route }, call);
  } finally {
    const ms = performance.now() - started;
    for (const listener of listeners) listener({ fn, route, ms });
  }
}

/** The invocation the caller runs in (an SDK middleware or listener asks), or undefined outside any. */
export function currentInvocation(): Omit<Invocation, 'ms'> | undefined {
  return current.getStore();
}

/** Subscribe to finished invocations. @returns the unsubscribe function. */
export function onInvocation(listener: (invocation: Invocation) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
