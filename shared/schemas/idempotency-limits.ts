/**
 * Safe retries (issue 40 "Every POST that creates something accepts an `Idempotency-Key` header"; decisions
 * IK1–IK6): the header's name, its longest accepted value, how long a key is remembered, and the messages of
 * the answers that refuse a key. Zod-free, so the web's API client imports them without pulling zod in.
 */

/** The request header, lower-case as API Gateway HTTP APIs hand headers to the functions. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The longest key accepted, in characters (Stripe's limit); a longer one answers 400 and changes nothing. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** How long a key's first answer is replayed: 24 hours, in seconds (issue 40). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** The answers that refuse a key (400, 422, 409). */
export const IDEMPOTENCY_MESSAGES = {
  tooLong: `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
  changedRequest: 'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still in progress',
} as const;
