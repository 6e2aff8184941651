/**
 * The order of a notification list (accounts spec §4 "Workspace invitation notification: pending shows
 * Accept and Decline"; issue 30 item 3): invitations still waiting for an answer come first, newest
 * first among them, then every other notification in the server's order (newest first). An answered
 * invitation falls back to its place in time at once.
 */
import type { Notification } from '../../../../../shared/schemas/notification';

/** Whether a notification is an invitation waiting for Accept or Decline. */
export function isPendingInvitation(
  notification: Pick<Notification, 'notification_type' | 'parsed_notification_data'>,
): boolean {
  return (
    notification.notification_type === 'new_workspace_invite' &&
    notification.parsed_notification_data.status === 'pending'
  );
}

/** `notifications` with the pending invitations moved to the top (a stable partition). */
export function pendingInvitationsFirst<T extends Pick<Notification, 'notification_type' | 'parsed_notification_data'>>(
  notifications: readonly T[],
): T[] {
  return [...notifications.filter(isPendingInvitation), ...notifications.filter((n) => !isPendingInvitation(n))];
}
