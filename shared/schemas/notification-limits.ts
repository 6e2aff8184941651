/**
 * Notification constants the web app needs without the schema library (accounts spec §2 filter chips,
 * §9 "Notification filter types: comments, mentions, status, reminders").
 */

/** accounts spec §9 "Notification filter types" (the chips besides All). */
export const NOTIFICATION_FILTER_TYPES = ['comments', 'mentions', 'status', 'reminders'] as const;
export type NotificationFilterType = (typeof NOTIFICATION_FILTER_TYPES)[number];
