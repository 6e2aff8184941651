/**
 * The private iCal feed of a user's due dates (issue 28 "iCal feed"; BRIEF §8 "Secrets that act as
 * credentials"; docs/decisions.md G13–G16). Shared by web and functions.
 *
 * The feed URL carries a random token (32 bytes, base64url: 43 characters) that is stored only as its
 * SHA-256 hash, so the URL is shown once, when it is made (`url` in the answer of create and regenerate);
 * afterwards the profile shows that a feed exists and when it was made, and Regenerate gives a new URL.
 */
import * as z from './zod';
import { TimestampSchema } from './common';

/** Which cards the feed lists: those the user takes part in (default), or every card they can see. */
export const CALENDAR_FEED_SCOPES = ['participating', 'all'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];
export const CalendarFeedScopeSchema = z.enum(CALENDAR_FEED_SCOPES);

/** The feed path under the API, with its token and `.ics` (`GET /api/v1/calendar_feeds/{feed_token}`). */
export const calendarFeedPath = (token: string) => `/api/v1/calendar_feeds/${token}.ics`;

/** The stable UID of a card's event, so calendar apps update events rather than duplicate them. */
export const calendarEventUid = (cardId: string) => `card-${cardId}@greenlight`;

/** `GET /api/v1/calendar_feed`: the caller's feed, if any; `url` only in the answer that made the token. */
export const CalendarFeedSchema = z.object({
  active: z.boolean(),
  scope: CalendarFeedScopeSchema,
  created_at: z.nullable(TimestampSchema),
  /** The feed URL; present only right after create or regenerate (the token is not kept in clear). */
  url: z.optional(z.string()),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** `POST /api/v1/calendar_feed`: make (or regenerate) the feed; the scope defaults to the current one. */
export const IssueCalendarFeedRequestSchema = z.object({ scope: z.optional(CalendarFeedScopeSchema) });

/** `PUT /api/v1/calendar_feed {scope}`: change which cards the existing feed lists (the URL stays). */
export const UpdateCalendarFeedRequestSchema = z.object({ scope: CalendarFeedScopeSchema });

export const CALENDAR_FEED_MESSAGES = {
  notFound: 'There is no calendar feed. Create one first.',
  feedNotFound: 'Calendar feed not found',
} as const;
