/**
 * Greenlight's UUIDs, made by the `uuid` package (RFC 9562; issue 36 "Habits": libraries for what is not
 * Greenlight's own; docs/decisions.md LB1). What stays here is Greenlight's policy, not the format:
 *
 * - `uuidv7(now)`: a time-ordered id (§5.7) carrying `now` (epoch ms), so ids sort by creation time as
 *   strings (docs/data-model.md §3: notifications, comments, chat messages, activities, versions). The
 *   package keeps a monotonic counter only for its own `Date.now()`; Greenlight passes the request's
 *   clock (R19: the local stack may run one request as of next week), so the counter is kept here and
 *   handed to `v7` as `seq`: ids made in the same millisecond count up, and a clock that steps back by
 *   more than a second is taken as it is instead of borrowing next week's timestamp for ever after.
 * - `uuidv5(name)`: a name-based id (§5.5) in Greenlight's namespace, the same for the same name, so a
 *   write keyed by it deduplicates (pattern 54: search history; webhook event ids; recurring cards).
 * - `isUuid`: the canonical text form, any version or variant (Cognito subs, v4, v5, v7 and test ids).
 */
import { v5, v7 } from 'uuid';

/** The namespace of Greenlight's name-based ids (a fixed random UUID; changing it changes every stored id). */
export const GREENLIGHT_NAMESPACE = '0b6a8f0e-2f55-4a49-9c1b-6d4c3f2a7e10';

/** How far back a clock may step and still count up from the previous id (ms). */
const MONOTONIC_WINDOW_MS = 1000;
/** The last id's timestamp and 32-bit counter (`v7`'s `seq`: its top bits are `rand_a`, §6.2 method 1). */
let last = { ms: -Infinity, seq: 0 };

/** A new UUIDv7, lower-case, carrying `now` (epoch ms; tests and the request clock pass it). */
export function uuidv7(now = Date.now()): string {
  if (now <= last.ms && last.ms - now <= MONOTONIC_WINDOW_MS) {
    const seq = (last.seq + 1) >>> 0;
    // A full counter borrows the next millisecond, as the package does for its own clock.
    last = seq === 0 ? { ms: last.ms + 1, seq: randomSeq() } : { ms: last.ms, seq };
  } else {
    last = { ms: now, seq: randomSeq() };
  }
  return v7({ msecs: last.ms, seq: last.seq });
}

/** A random start for the counter, in the low half of its range so a burst has room to count up. */
const randomSeq = () => crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;

/** The UUIDv5 of `name` in `namespace` (default: Greenlight's), lower-case. */
export const uuidv5 = (name: string, namespace = GREENLIGHT_NAMESPACE): string => v5(name, namespace);

/** Whether `value` is a UUID (any version) in the canonical lower- or upper-case form. */
export const isUuid = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
