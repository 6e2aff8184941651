/**
 * The activity feed's shapes (accounts spec §2 User activity page "banner plus paged activity feed
 * grouped by day"; §3 Activity "id, summary, is_read; response has activities and has_next_page"; §7
 * `GET /api/v1/user_profiles/{id}/activities?page&per_page`; §9 "Activity page size 10").
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import { ACTIVITY_KINDS, type ActivityKind } from './activity-kinds';
export { ACTIVITY_KINDS, type ActivityKind };

/** accounts spec §9. */
export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_MAX_PAGE_SIZE = 50;

/** The empty state (accounts spec §8 empty states). */
export const NO_ACTIVITIES = 'There are no activities.';

/**
 * `?page&per_page` (accounts spec §7), and `last_id`: the `last_id` of the page before, where the next
 * page starts (it takes the place of `page`, and keeps a feed mostly hidden from the viewer paging to its end).
 */
export const ActivitiesQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1, 'page must be 1 or more'), z.maximum(1000)), 1),
  last_id: z.optional(IdSchema),
  per_page: z._default(
    z.coerce
      .number()
      .check(z.int(), z.minimum(1), z.maximum(ACTIVITY_MAX_PAGE_SIZE, `per_page is at most ${ACTIVITY_MAX_PAGE_SIZE}`)),
    ACTIVITY_PAGE_SIZE,
  ),
});

/** One activity: what the profile's user did, in their voice (`Moved "Poster" to Client Review`). */
export const ActivitySchema = z.object({
  id: IdSchema,
  summary: z.string(),
  /** Whether the viewer has it in mind already: true on one's own profile (decisions A30). */
  is_read: z.boolean(),
  kind: z.enum(ACTIVITY_KINDS),
  workspace_id: IdSchema,
  workspace_name: z.string(),
  organization_id: IdSchema,
  /** The card it is about, when the viewer may open it from here. */
  card_id: z.nullable(IdSchema),
  created_at: TimestampSchema,
});
export type Activity = z.infer<typeof ActivitySchema>;

/** The profile banner's person. */
export const ActivityProfileSchema = z.object({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  name_initials: z.string(),
  /** The profile picture's thumbnail URL, or null. */
  logo: z.nullable(z.string()),
});

export const ActivitiesPageSchema = z.object({
  user: ActivityProfileSchema,
  activities: z.array(ActivitySchema),
  has_next_page: z.boolean(),
  /** Where the next page starts (pass it as `last_id`); null when `has_next_page` is false. */
  last_id: z.nullable(IdSchema),
});
export type ActivitiesPage = z.infer<typeof ActivitiesPageSchema>;
