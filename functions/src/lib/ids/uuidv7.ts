/**
 * UUIDv7 (RFC 9562 §5.7): a 48-bit Unix-millisecond timestamp, then random bits, so ids sort by creation
 * time as strings. Used where the data model orders by id (docs/data-model.md §3: notification ids;
 * later comments, chat messages, activities and content versions).
 *
 * The `uuid` package is only a transitive dependency here, so this is the few lines it would give us.
 * Ids made in the same millisecond by this process stay increasing: the 12-bit `rand_a` field then
 * counts up from the previous id's (RFC 9562 §6.2, method 1), and a full counter waits for the next
 * millisecond by borrowing it (the timestamp moves on by 1 ms). A clock that steps back by more than
 * a second is taken as it is: on the local stack a test may run one request as of next week (R19), and
 * ids made after it must not all borrow next week's timestamp.
 */
import { randomBytes } from 'node:crypto';

let lastMs = -1;
let lastSeq = 0;
/** How far back a clock may step and still count up from the previous id (ms). */
const MONOTONIC_WINDOW_MS = 1000;

/** A new UUIDv7, lower-case; `now` (epoch ms) is for tests. */
export function uuidv7(now = Date.now()): string {
  let ms = now;
  let seq: number;
  if (ms <= lastMs && lastMs - ms <= MONOTONIC_WINDOW_MS) {
    ms = lastMs;
    seq = lastSeq + 1;
    if (seq > 0xfff) {
      ms += 1;
      seq = randomBytes(2).readUInt16BE(0) & 0x7ff;
    }
  } else {
    // Start low in the 12-bit space so a burst in one millisecond has room to count up.
    seq = randomBytes(2).readUInt16BE(0) & 0x7ff;
  }
  lastMs = ms;
  lastSeq = seq;

  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (seq >> 8);
  bytes[7] = seq & 0xff;
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether `value` is a UUID (any version) in the canonical lower- or upper-case form. */
export const isUuid = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
