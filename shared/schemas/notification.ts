/**
 * Notifications as the API returns them (accounts spec §3 Notification; §4 "Notifications toggle
 * read/unread by click", invitation notification states; §7 Notifications). Web and functions both
 * import these schemas (BRIEF §5 "Schemas").
 */
import * as z from './zod';
import { IdSchema, TimestampSchema } from './common';
import {
  NOTIFICATION_FILTER_TYPES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationStatus,
  type NotificationType,
} from './notification-limits';
export {
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationStatus,
  type NotificationType,
};

/** Who caused a notification (accounts spec §3 Notification `actor`). */
export const NotificationActorSchema = z.object({
  user_id: IdSchema,
  name: z.string(),
  name_initials: z.string(),
  /** The actor's profile icon URL, or null without a picture. */
  icon: z.nullable(z.string()),
});

/** One notification (accounts spec §3 Notification). */
export const NotificationSchema = z.object({
  id: IdSchema,
  notification_type: z.enum(NOTIFICATION_TYPES),
  summary: z.string(),
  is_read: z.boolean(),
  actor: z.nullable(NotificationActorSchema),
  user_id: IdSchema,
  workspace_id: z.nullable(IdSchema),
  workspace_name: z.string(),
  organization_id: z.nullable(IdSchema),
  /** What the notification points at: the invitation id for `new_workspace_invite`. */
  resource_id: z.nullable(z.string()),
  created_at: TimestampSchema,
  /** e.g. "Nov 22, 2026 09:05 AM" (UTC; accounts spec §9 time format hh:mm a). */
  created_at_readable: z.string(),
  /** e.g. "5 minutes ago". */
  created_at_time_from_now: z.string(),
  /** The card's due date for `due_reminder` and `past_due_reminder` (accounts spec §3 Notification `due_date`). */
  due_date: z.nullable(TimestampSchema),
  parsed_notification_data: z.object({ status: z.nullable(z.enum(NOTIFICATION_STATUSES)) }),
  /** The comment a comment or mention notice names (`internal`: the Team tab), or null (decisions N16). */
  comment: z.nullable(z.object({ id: IdSchema, internal: z.boolean() })),
  /** It leads somewhere the reader can open or answer now (accounts spec §3; decisions N17). */
  viewable: z.boolean(),
  /** The reader's notification ring is on (accounts spec §3 `is_sound_enabled`, §4 the sound). */
  is_sound_enabled: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export { NOTIFICATION_FILTER_TYPES, type NotificationFilterType } from './notification-limits';

/** A comma-separated list in a query string, at most `maxLength` characters: items trimmed, empty ones dropped (decisions N12). */
function commaSeparated<Items extends z.ZodMiniType<unknown, string[]>>(
  maxLength: number,
  items: Items,
  normalize = (item: string) => item,
) {
  const split = z.transform((text: string) =>
    text
      .split(',')
      .map((item) => normalize(item.trim()))
      .filter(Boolean),
  );
  return z.pipe(z.pipe(z.string().check(z.maxLength(maxLength)), split), items);
}

/** Ids, compared lower-case. */
const IdListSchema = commaSeparated(20_000, z.array(IdSchema).check(z.maxLength(500)), (id) => id.toLowerCase());

/** Filter types. */
const FilterListSchema = commaSeparated(200, z.array(z.enum(NOTIFICATION_FILTER_TYPES)));

/**
 * `GET /api/v1/notifications` (accounts spec §7): newest first, 20 per page; `filter_type=a_week` keeps the
 * last 7 days; `filter` the chips' categories (absent: All); `filter_workspace` only these workspaces;
 * `unselected_*_ids` leave these out (docs/data-model.md pattern 122).
 */
export const NotificationsQuerySchema = z.object({
  /** The id of the last notification already shown: the page starts after it. */
  last_id: z.optional(IdSchema),
  /** `true`: unread notifications only. */
  unread: z.optional(z.enum(['true', 'false'])),
  filter_type: z.optional(z.enum(['a_week', 'all'])),
  filter: z.optional(FilterListSchema),
  filter_workspace: z.optional(IdListSchema),
  unselected_workspace_ids: z.optional(IdListSchema),
  unselected_organization_ids: z.optional(IdListSchema),
});

/** accounts spec §3 Notification filter, as `GET`/`PUT /api/v1/notification_filter_settings/{id}` carry it. */
export const NotificationFilterSettingsSchema = z.object({
  /** The owner's user id (decisions N11). */
  id: IdSchema,
  view_comments: z.boolean(),
  view_mentions: z.boolean(),
  view_status: z.boolean(),
  view_reminders: z.boolean(),
  unselected_organization_ids: z.array(IdSchema).check(z.maxLength(500)),
  unselected_workspace_ids: z.array(IdSchema).check(z.maxLength(500)),
});
export type NotificationFilterSettings = z.infer<typeof NotificationFilterSettingsSchema>;

/** `PUT /api/v1/notification_filter_settings/{id}` body: any of the settings; the rest keep their value. */
export const NotificationFilterSettingsInputSchema = z.strictObject(
  z.partial(z.omit(NotificationFilterSettingsSchema, { id: true })).shape,
);
export type NotificationFilterSettingsInput = z.infer<typeof NotificationFilterSettingsInputSchema>;

/** A page of notifications, with the caller's unread total (the bell badge). */
export const NotificationsPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  has_next_page: z.boolean(),
  /** Pass as `last_id` for the next page; null when the page is empty. */
  last_id: z.nullable(IdSchema),
  unread_count: z.int(),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** `GET /api/v1/notifications/unread_count`: the bell badge. */
export const UnreadCountSchema = z.object({ unread_count: z.int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `PUT /api/v1/notifications/read_all`: how many turned read. */
export const ReadAllSchema = z.object({ count: z.int(), unread_count: z.int() });
