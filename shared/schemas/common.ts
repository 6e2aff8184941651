/**
 * Shapes every API call shares: ids, the response envelope and paging (BRIEF §1 "Envelope", spec §7).
 * Keys are snake_case on the wire; web and functions import these same schemas (never hand-copied).
 */
import * as z from './zod';

/** Server-generated ids (UUID v4). */
export const IdSchema = z.uuid();

/** ISO-8601 timestamps as the API returns them. */
export const TimestampSchema = z.iso.datetime({ offset: true });

/** `{status:'ok', data}`: every success. */
export function okEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ status: z.literal('ok'), data });
}

/**
 * Stable codes for refusals a client acts on whatever the message's language (issue 41; decisions LV11):
 * `timer_running` (the caller's own timer runs on another card, cards spec §4 "Only one card at a time"),
 * `card_time_tracked` (a timer on the card refuses the move, §8's invalid-stage popup).
 */
export const ErrorReasonSchema = z.enum(['timer_running', 'card_time_tracked']);
export type ErrorReason = z.infer<typeof ErrorReasonSchema>;

/**
 * `{status:'error', message, errors?, reason?}`: every failure; `errors` maps a field to its messages; `message`
 * is in the request's `Accept-Language`, so a client that reacts to a refusal reads `reason`, never the text.
 */
export const ErrorEnvelopeSchema = z.object({
  status: z.enum(['error', 'authentication_failure']),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
  reason: z.optional(ErrorReasonSchema),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Paging state carried by per-stage card pages (accounts spec §3 Stage: page, total_pages, has_next_page). */
export const PageInfoSchema = z.object({
  page: z.int().check(z.minimum(1)),
  per_page: z.int().check(z.minimum(1)),
  has_next_page: z.boolean(),
  /**
   * Where the next page starts: pass it back as `?cursor=` to read exactly that page (issue 27). Opaque
   * (base64url); null on the last page. Stage card pages always carry it; a board's stages may.
   */
  next_cursor: z.optional(z.nullable(z.string())),
});

export { CARDS_PAGE_SIZE, MAX_CARDS_PAGE_SIZE } from './page-limits';
