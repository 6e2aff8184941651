/**
 * Where a notification leads (issue 15 "opening a notification opens its card popup"; accounts spec §3
 * Notification `resource_id`, `notification_type`). Reminders, comment and approval notices name their
 * card in `resource_id`; the card's popup opens by its compact id (lib/card-slug.ts: a slug without a
 * name still opens), at the notice's comment when it names one (decisions N16).
 */
import type { Notification } from '../../../../../shared/schemas/notification';
import { paths } from '../../../config/paths';

/** Notification types whose `resource_id` is a card id (`others`: comments, mentions, approvals). */
const CARD_NOTIFICATION_TYPES: ReadonlySet<Notification['notification_type']> = new Set([
  'due_reminder',
  'past_due_reminder',
  'others',
]);

/**
 * The in-app URL of the card a notification is about, at the comment it names when it names one (cards
 * spec §2 "With a highlighted comment"), or null when it is about no card.
 */
export function notificationCardHref(notification: Notification): string | null {
  if (!CARD_NOTIFICATION_TYPES.has(notification.notification_type)) return null;
  if (!notification.resource_id || !notification.organization_id || !notification.workspace_id) return null;
  const card = { id: notification.resource_id, name: '' };
  if (notification.comment)
    return paths.workspaceContentComment.getHref(
      notification.organization_id,
      notification.workspace_id,
      card,
      notification.comment,
    );
  return paths.card.getHref(notification.organization_id, notification.workspace_id, card);
}
