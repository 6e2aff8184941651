/**
 * "Now" for rules that count time (BRIEF §7 "Clocks are injected": the 5-minute comment window, the
 * 12-hour timers). Handlers take the request's instant from here (docs/decisions.md R19):
 * - deployed, always the system clock;
 * - on the local stack only (env `LOCAL_CLOCK_HEADER=1`, set by infra/local/stack.ts), a request may
 *   carry `x-greenlight-clock: <ISO instant>` to run as of that instant, so integration tests can post
 *   a comment at T and edit it at T + 4:59 or T + 5:01 without waiting.
 */
export const CLOCK_HEADER = 'x-greenlight-clock';

/** The request's instant in epoch ms. A malformed header is ignored (the system clock answers). */
export function requestNow(headers: Record<string, string | undefined>, systemNow: number = Date.now()): number {
  if (process.env.LOCAL_CLOCK_HEADER !== '1') return systemNow;
  const value = headers[CLOCK_HEADER];
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? systemNow : parsed;
}
