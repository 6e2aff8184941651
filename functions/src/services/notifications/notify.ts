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
 * The invitation's own writes carry its notification in the same transaction (data/invitations.ts,
 * docs/decisions.md N3); this module says what the notifications say.
 * Kept apart from the presenter (./present.ts) so the workspaces and admin Lambdas carry only the writers.
 */
import {
  linkInvitationNotification,
  listInvitationsOfEmail,
  type InvitationNotice,
  type InvitationRecord,
} from '../../data/invitations';
import { deleteNotification, type NewNotification } from '../../data/notifications';
import { getUser } from '../../data/users';
import { getWorkspace, type WorkspaceRecord } from '../../data/workspaces';
import { fullName } from '../../lib/text/names';
import { noticeText } from '../../lib/i18n/notices';

async function actorName(userId: string): Promise<string> {
  const user = await getUser(userId);
  return user ? fullName(user.first_name, user.last_name) : 'Someone';
}

/**
 * What an invitation's `new_workspace_invite` says (pattern 123): "{inviter} invited you to join
 * {workspace}", pending, its resource the invitation. For invitations whose invitee has an account.
 */
export async function invitationNotice(workspace: WorkspaceRecord, inviterId: string): Promise<InvitationNotice> {
  const name = await actorName(inviterId);
  return (invitation) => ({
    userId: invitation.invitee_user_id!,
    notificationId: invitation.notification_id!,
    type: 'new_workspace_invite',
    ...noticeText('workspace.invited', { actor: name, workspace: workspace.name }),
    actorId: inviterId,
    workspaceId: workspace.workspace_id,
    workspaceName: workspace.name,
    organizationId: workspace.organization_id,
    resourceId: invitation.invitation_id,
    status: 'pending',
  });
}

/** A pending invitation's notification, when its workspace is deleted (pattern 124). */
export async function forgetInvitation(invitation: InvitationRecord): Promise<void> {
  if (invitation.invitee_user_id && invitation.notification_id)
    await deleteNotification(invitation.invitee_user_id, invitation.notification_id);
}

/** What a removal says: the notice for one workspace and member (built by `removalNotices`). */
export type RemovalNotice = (workspace: WorkspaceRecord, userId: string) => NewNotification;

/**
 * What `removed_from_workspace` says to a member `removedBy` removed (pattern 123); written with the
 * removal. The remover's name is read once, however many removals follow.
 */
export async function removalNotices(removedBy: string): Promise<RemovalNotice> {
  const name = await actorName(removedBy);
  return (workspace, userId) => ({
    userId,
    type: 'removed_from_workspace',
    ...noticeText('workspace.removed', { actor: name, workspace: workspace.name }),
    actorId: removedBy,
    workspaceId: workspace.workspace_id,
    workspaceName: workspace.name,
    organizationId: workspace.organization_id,
    resourceId: workspace.workspace_id,
  });
}

/**
 * A new account's pending, unexpired invitations that have no notification yet (made before the account
 * existed): link each to the user and notify, one transaction each (gsi1 Q by e-mail, then per
 * invitation 1 GI workspace + 1 GI inviter + 1 TW). Runs wherever an account record is created.
 */
export async function notifyEarlierInvitations(
  user: { user_id: string; email: string },
  now = Date.now(),
): Promise<void> {
  const waiting = (await listInvitationsOfEmail(user.email)).filter(
    (i) => i.status === 'pending' && i.valid_until > now / 1000 && !i.notification_id,
  );
  for (const invitation of waiting) {
    const workspace = await getWorkspace(invitation.workspace_id);
    if (!workspace) continue;
    await linkInvitationNotification(
      invitation,
      user.user_id,
      await invitationNotice(workspace, invitation.invited_by),
    );
  }
}
