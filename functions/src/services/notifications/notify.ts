/**
 * The events that notify someone today (docs/decisions.md N1), and how answers and cancels keep an
 * invitation's notification in step (accounts spec §3 Notification types; §4 "Workspace invitation
 * notification: pending shows Accept and Decline; then a disabled Accepted or Declined").
 *
 * - Inviting a person who already has an account: `new_workspace_invite` (status pending, resource_id =
 *   the invitation id). The invitation stores the notification's id and the invitee's user id.
 * - Accepting or declining that invitation, by link, in the app or all at once: the notification's status.
 * - Cancelling the invitation: the notification is deleted.
 * - Removing a member from a workspace (not leaving it oneself): `removed_from_workspace`.
 * - Creating an account: the e-mail's pending invitations made before it existed get their
 *   `new_workspace_invite` now, so every invitation can be answered from the notifications.
 *
 * Kept apart from the presenter (./present.ts) so the workspaces and admin Lambdas carry only the writers.
 */
import type { NotificationStatus } from '../../../../shared/schemas/notification';
import { linkInvitationNotification, listInvitationsOfEmail, type InvitationRecord } from '../../data/invitations';
import { answerNotification, createNotifications, deleteNotification } from '../../data/notifications';
import { getUser } from '../../data/users';
import { getWorkspace, type WorkspaceRecord } from '../../data/workspaces';
import { uuidv7 } from '../../lib/ids/uuidv7';

async function actorName(userId: string): Promise<string> {
  const user = await getUser(userId);
  return user ? `${user.first_name} ${user.last_name ?? ''}`.trim() : 'Someone';
}

/** `new_workspace_invite` for each invitation made for an existing user (pattern 123). */
export async function notifyInvitees(invitations: InvitationRecord[], workspace: WorkspaceRecord, inviterId: string): Promise<void> {
  const forUsers = invitations.filter((i) => i.invitee_user_id && i.notification_id);
  if (forUsers.length === 0) return;
  const name = await actorName(inviterId);
  await createNotifications(
    forUsers.map((i) => ({
      userId: i.invitee_user_id!,
      notificationId: i.notification_id!,
      type: 'new_workspace_invite' as const,
      summary: `${name} invited you to join ${workspace.name}`,
      actorId: inviterId,
      workspaceId: workspace.workspace_id,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
      resourceId: i.invitation_id,
      status: 'pending' as const,
    })),
  );
}

/** The answer to an invitation, on its notification when it has one. */
export async function recordInvitationAnswer(invitation: InvitationRecord, status: Exclude<NotificationStatus, 'pending'>): Promise<void> {
  if (invitation.invitee_user_id && invitation.notification_id) await answerNotification(invitation.invitee_user_id, invitation.notification_id, status);
}

/** A cancelled invitation takes its notification with it (pattern 124). */
export async function forgetInvitation(invitation: InvitationRecord): Promise<void> {
  if (invitation.invitee_user_id && invitation.notification_id) await deleteNotification(invitation.invitee_user_id, invitation.notification_id);
}

/** `removed_from_workspace` for a member someone else removed (pattern 123). */
export async function notifyRemoved(workspace: WorkspaceRecord, userId: string, removedBy: string): Promise<void> {
  const name = await actorName(removedBy);
  await createNotifications([
    {
      userId,
      type: 'removed_from_workspace',
      summary: `${name} removed you from ${workspace.name}`,
      actorId: removedBy,
      workspaceId: workspace.workspace_id,
      workspaceName: workspace.name,
      organizationId: workspace.organization_id,
      resourceId: workspace.workspace_id,
    },
  ]);
}

/**
 * A new account's pending, unexpired invitations that have no notification yet (made before the account
 * existed): link each to a new notification id, then notify (gsi1 Q by e-mail, then per invitation
 * 1 U + 1 GI workspace + 1 GI inviter + 1 TW). Runs wherever an account record is created.
 */
export async function notifyEarlierInvitations(user: { user_id: string; email: string }, now = Date.now()): Promise<void> {
  const waiting = (await listInvitationsOfEmail(user.email)).filter((i) => i.status === 'pending' && i.valid_until > now / 1000 && !i.notification_id);
  for (const invitation of waiting) {
    const notificationId = uuidv7();
    if (!(await linkInvitationNotification(invitation, user.user_id, notificationId))) continue;
    const workspace = await getWorkspace(invitation.workspace_id);
    if (!workspace) continue;
    await notifyInvitees([{ ...invitation, invitee_user_id: user.user_id, notification_id: notificationId }], workspace, invitation.invited_by);
  }
}
