/**
 * The workspace a `new_workspace_invite` notification invites to (accounts spec §4), for the Accept and
 * Decline calls, whose path names it. Other notifications may name none (`workspace_id: null`).
 */
import type { Notification } from '../../../../../shared/schemas/notification';

/**
 * @returns the notification's workspace id.
 * @throws Error when the notification names no workspace (it is not an invitation).
 */
export function workspaceOf(notification: Notification): string {
  if (notification.workspace_id === null) throw new Error('This notification is not an invitation to a workspace.');
  return notification.workspace_id;
}
