/**
 * Notification constants the web app needs without the schema library (accounts spec §2 filter chips,
 * §9 "Notification filter types: comments, mentions, status, reminders").
 */

/** accounts spec §9 "Notification filter types" (the chips besides All). */
export const NOTIFICATION_FILTER_TYPES = ['comments', 'mentions', 'status', 'reminders'] as const;
export type NotificationFilterType = (typeof NOTIFICATION_FILTER_TYPES)[number];

/**
 * The filter settings of a user who never saved any (accounts spec §3 Notification filter; decisions
 * N13): every chip on, nothing unselected. What the API answers then, and what the page shows before
 * the settings load.
 */
export const DEFAULT_NOTIFICATION_FILTER = {
  view_comments: true,
  view_mentions: true,
  view_status: true,
  view_reminders: true,
  unselected_organization_ids: [] as string[],
  unselected_workspace_ids: [] as string[],
};

/** Notification types that name a card in `resource_id`. */
const CARD_NOTIFICATION_TYPES: ReadonlySet<string> = new Set(['due_reminder', 'past_due_reminder', 'others']);

/**
 * Whether a notification leads somewhere its reader can open or answer now (accounts spec §3 `viewable`;
 * docs/decisions.md N17): a card notice (reminders, comments, mentions, approvals), or an invitation
 * still pending. A removal notice, an answered invitation or a notice without a card is not.
 */
export function isViewableNotification(n: {
  notification_type: string;
  resource_id?: string | null;
  status?: string | null;
}): boolean {
  if (n.notification_type === 'new_workspace_invite') return n.status === 'pending';
  return CARD_NOTIFICATION_TYPES.has(n.notification_type) && Boolean(n.resource_id);
}

/** accounts spec §4: the sound plays for an unread, viewable, sound-enabled notification whose summary is not "-". */
export function ringsFor(n: {
  is_read: boolean;
  summary: string;
  viewable: boolean;
  is_sound_enabled: boolean;
}): boolean {
  return !n.is_read && n.viewable && n.is_sound_enabled && n.summary !== '-';
}

/** accounts spec §3 Notification `notification_type`. */
export const NOTIFICATION_TYPES = [
  'new_workspace_invite',
  'due_reminder',
  'past_due_reminder',
  'removed_from_workspace',
  'others',
] as const;

/** accounts spec §3 `parsed_notification_data.status` (an invitation notification's answer). */
export const NOTIFICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** Page size of `GET /api/v1/notifications` (docs/data-model.md pattern 120). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
