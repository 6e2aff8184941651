/**
 * Workspace users and invitations, served by the workspaces Lambda (accounts spec §7 Workspaces users and
 * Invitations; issue 5). Invitation links carry a token; the signed-in user accepts with it, or answers
 * the invitation's notification in the app (§4); each answer, cancel and removal keeps the invitee's
 * notifications in step (services/notifications/notify.ts).
 */
import {
  INVITE_MESSAGES,
  InviteRequestSchema,
  ResendInvitationRequestSchema,
  UpdateRoleRequestSchema,
} from '../../../../../shared/schemas/collaborators';
import { isGuestRole, memberRoleLabel, WORKSPACE_ROLE_LABELS } from '../../../../../shared/permissions/roles';
import type { Action } from '../../domain-handler';
import { ok } from '../../domain-handler';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/http/errors';
import { parseInput } from '../../../lib/http/validate';
import {
  acceptInvitation,
  closeInvitation,
  getInvitation,
  listInvitationsOfEmail,
  listInvitationsOfWorkspace,
  renewInvitation,
  type InvitationRecord,
} from '../../../data/invitations';
import {
  getOrganization,
  getOrganizationRole,
  listOrganizationMembers,
  toOrganizationResponse,
} from '../../../data/organizations';
import { getUser, getUsers } from '../../../data/users';
import {
  changeWorkspaceRole,
  getWorkspace,
  getWorkspaceWithMember,
  listMembersOfWorkspace,
} from '../../../data/workspaces';
import { removeFromWorkspace } from '../../../data/memberships';
import { inviteToWorkspace, sendInvitation } from '../../../services/collaborators/invite';
import { invitationOfToken, invitationStatus } from '../../../services/collaborators/invitation-links';
import type { Caller } from '../../../lib/auth/caller';
import { isUuid } from '../../../lib/ids/uuid';
import { enforceRoleRule, rankedCaller, rankedPerson } from '../../../services/access/role-rule';
import { grantableRoles, rankOf, ROLE_RANKS } from '../../../../../shared/permissions/ranks';
import { getNotification } from '../../../data/notifications';
import { removalNotices } from '../../../services/notifications/notify';
import { nameInitials, fullName } from '../../../lib/text/names';

const ROLE_CHANGED_MEANWHILE = 'This user’s role was changed meanwhile. Reload the page and try again.';

const toInvitedRow = (i: InvitationRecord, workspaceName: string) => ({
  id: i.invitation_id,
  workspace_id: i.workspace_id,
  workspace_name: workspaceName,
  organization_id: i.organization_id,
  email: i.email,
  first_name: i.first_name,
  last_name: i.last_name ?? '',
  role: i.role,
  status: invitationStatus(i),
});

async function acceptFor(invitation: InvitationRecord, caller: Caller) {
  const user = await getUser(caller.userId);
  if (!user || user.email !== invitation.email) throw new ForbiddenError(INVITE_MESSAGES.otherEmail);
  if (!(await acceptInvitation(invitation, caller.userId))) throw new BadRequestError(INVITE_MESSAGES.expired);
  return { organization_id: invitation.organization_id, workspace_id: invitation.workspace_id };
}

/** The caller's pending, unexpired invitations (gsi1 by e-mail). */
async function pendingOf(caller: Caller): Promise<InvitationRecord[]> {
  const user = await getUser(caller.userId);
  if (!user) return [];
  return (await listInvitationsOfEmail(user.email)).filter((i) => invitationStatus(i) === 'Invited');
}

async function invitationInWorkspace(workspaceId: string, invitationId: string | undefined): Promise<InvitationRecord> {
  const invitation = isUuid(invitationId) ? await getInvitation(workspaceId, invitationId) : null;
  if (!invitation) throw new NotFoundError('Invitation not found');
  return invitation;
}

/**
 * The invitation an in-app answer names (accounts spec §7 `…/accept_invitation?notification_id`): the
 * caller's own `new_workspace_invite` notification for this workspace, whose resource is the invitation.
 * An invitation id is still accepted for invitations that have no notification, those sent before the
 * invitee had an account (docs/decisions.md D13). An invitation sent to another e-mail is "not found",
 * like an unknown id, so ids cannot be probed (issue 10; docs/decisions.md S17).
 */
async function invitationOfAnswer(
  workspaceId: string,
  notificationId: string | undefined,
  caller: Caller,
): Promise<InvitationRecord> {
  const [notification, user] = await Promise.all([
    isUuid(notificationId) ? getNotification(caller.userId, notificationId) : null,
    getUser(caller.userId),
  ]);
  if (
    notification &&
    (notification.notification_type !== 'new_workspace_invite' ||
      notification.workspace_id !== workspaceId ||
      !notification.resource_id)
  ) {
    throw new NotFoundError('Invitation not found');
  }
  const invitation = await invitationInWorkspace(workspaceId, notification ? notification.resource_id : notificationId);
  if (!user || user.email !== invitation.email) throw new NotFoundError('Invitation not found');
  return invitation;
}

/** `status=declined` declines every pending invitation of the caller, else accepts them (accounts spec §4); answers `{count}`. */
const answerAll: Action = async ({ query, caller }) => {
  const decline = query.status === 'declined';
  const pending = await pendingOf(caller!);
  for (const invitation of pending) {
    if (decline) await closeInvitation(invitation, 'decline');
    else await acceptFor(invitation, caller!);
  }
  return ok({ count: pending.length });
};

export const collaboratorActions: Record<string, Action> = {
  // Guests (Approver, Contributor) get names, initials, roles only: no e-mails, no pending invitations,
  // no seat counts (docs/decisions.md S4). `viewer` and `owner_id` let the web apply the role rule.
  'GET /api/v1/workspaces/{id}/collaborators': async ({ params, access, caller }) => {
    const workspaceId = params.id!;
    const [members, invitations, organization, organizationMembers] = await Promise.all([
      listMembersOfWorkspace(workspaceId),
      listInvitationsOfWorkspace(workspaceId),
      getOrganization(access.organizationId!),
      listOrganizationMembers(access.organizationId!),
    ]);
    // One BatchGet for the profiles and one Query for the organization roles, whatever the team's size.
    const users = await getUsers(members.map((m) => m.user_id));
    const roleOf = new Map(organizationMembers.map((m) => [m.user_id, m.role]));
    const viewer = rankedPerson(
      caller!.userId,
      access.organizationRole ?? roleOf.get(caller!.userId) ?? null,
      access.workspaceRole,
    );
    const guest = rankOf(viewer) < ROLE_RANKS.spectator;
    const workspaceUsers = members.map((member) => {
      const user = users.get(member.user_id);
      const orgRole = roleOf.get(member.user_id) ?? null;
      return {
        id: member.user_id,
        name: user ? fullName(user.first_name, user.last_name) : 'Removed',
        name_initials: user ? nameInitials(user.first_name, user.last_name) : '?',
        ...(guest ? {} : { email: user?.email ?? '' }),
        status: 'active' as const,
        role: member.role,
        organization_role: orgRole,
        // Admin users show fixed role labels (accounts spec §6).
        role_name: memberRoleLabel(orgRole, member.role),
        is_admin: orgRole === 'owner' || orgRole === 'admin',
      };
    });
    return ok({
      workspace_users: workspaceUsers,
      invited_users: guest
        ? []
        : invitations.filter((i) => i.status === 'pending').map((i) => toInvitedRow(i, access.workspace!.name)),
      seats:
        organization && !guest
          ? (({ remaining_users, allowed_user_count }) => ({ remaining_users, allowed_user_count }))(
              toOrganizationResponse(organization, 'member'),
            )
          : { remaining_users: null, allowed_user_count: null },
      owner_id: access.workspace!.owner_id,
      viewer: {
        user_id: viewer.userId,
        organization_role: viewer.organizationRole,
        workspace_role: viewer.workspaceRole,
      },
    });
  },

  // What the Users page needs besides the lists (accounts spec §7 `GET …/collaborator_workspace_data`;
  // decisions K40): the workspace, the roles the caller may grant (the invite form's picker) and whether
  // they may invite at all. One GetItem at most (the caller's organization role).
  'GET /api/v1/workspaces/{id}/collaborator_workspace_data': async ({ access, caller }) => {
    const viewer = await rankedCaller(access, caller!.userId);
    const canInvite = access.can('can_invite_collaborator');
    const workspace = access.workspace!;
    return ok({
      workspace: {
        id: workspace.workspace_id,
        name: workspace.name,
        organization_id: workspace.organization_id,
        owner_id: workspace.owner_id,
      },
      can_invite_collaborator: canInvite,
      roles: canInvite
        ? grantableRoles(viewer).map((role) => ({
            id: role,
            name: WORKSPACE_ROLE_LABELS[role],
            guest: isGuestRole(role),
          }))
        : [],
    });
  },

  'POST /api/v1/workspaces/{id}/workspace_users': async ({ body, caller, access }) => {
    const request = parseInput(InviteRequestSchema, body);
    const inviter = await rankedCaller(access, caller!.userId);
    for (const row of request.invited_users)
      enforceRoleRule(inviter, { kind: 'grant', role: row.workspace_role_id }, access.workspace!.owner_id);
    const created = await inviteToWorkspace(access.workspace!, caller!.userId, request);
    return ok(created.map((i) => toInvitedRow(i, access.workspace!.name)));
  },

  'DELETE /api/v1/workspaces/{id}/workspace_users/{uid}': async ({ params, access, caller }) => {
    const [{ workspace, role }, targetOrganizationRole, remover] = await Promise.all([
      getWorkspaceWithMember(params.id!, params.uid!),
      getOrganizationRole(access.organizationId!, params.uid!),
      rankedCaller(access, caller!.userId),
    ]);
    if (!role) throw new NotFoundError('User not found in this workspace');
    enforceRoleRule(
      remover,
      { kind: 'remove', target: rankedPerson(params.uid!, targetOrganizationRole, role) },
      workspace!.owner_id,
    );
    if (workspace!.owner_id === params.uid) throw new ConflictError('The workspace owner cannot be removed.');
    const notice = await removalNotices(caller!.userId);
    await removeFromWorkspace(params.id!, access.organizationId!, params.uid!, notice(workspace!, params.uid!));
    return ok({ id: params.uid });
  },

  // Admins and owners show fixed labels and are not re-roled (accounts spec §6).
  'POST /api/v1/workspaces/{id}/update_workspace_user_role': async ({ params, body, access, caller }) => {
    const { user_id, workspace_role_id } = parseInput(UpdateRoleRequestSchema, body);
    const [orgRole, { role }, changer] = await Promise.all([
      getOrganizationRole(access.organizationId!, user_id),
      getWorkspaceWithMember(params.id!, user_id),
      rankedCaller(access, caller!.userId),
    ]);
    if (!role) throw new NotFoundError('User not found in this workspace');
    enforceRoleRule(
      changer,
      { kind: 'change', target: rankedPerson(user_id, orgRole, role), to: workspace_role_id },
      access.workspace!.owner_id,
    );
    if (orgRole === 'owner' || orgRole === 'admin') throw new BadRequestError('Admin users keep their fixed role.');
    // Conditioned on the role just checked, so a concurrent change cannot slip past the rule.
    if (!(await changeWorkspaceRole(params.id!, user_id, workspace_role_id, role)))
      throw new ConflictError(ROLE_CHANGED_MEANWHILE);
    return ok({ user_id, workspace_role_id });
  },

  'GET /api/v1/users/new/{token}': async ({ params }) => {
    const invitation = await invitationOfToken(params.token!);
    const workspace = await getWorkspace(invitation.workspace_id);
    return ok({
      email: invitation.email,
      first_name: invitation.first_name,
      last_name: invitation.last_name ?? '',
      workspace_name: workspace?.name ?? '',
    });
  },

  'PUT /api/v1/accept_invitation/{token}': async ({ params, caller }) =>
    ok(await acceptFor(await invitationOfToken(params.token!), caller!)),

  'DELETE /api/v1/decline_invitation/{token}': async ({ params }) => {
    const invitation = await invitationOfToken(params.token!);
    await closeInvitation(invitation, 'decline');
    return ok({ id: invitation.invitation_id });
  },

  'GET /api/v1/pending_invitation': async ({ caller }) => {
    const pending = await pendingOf(caller!);
    const names = new Map(
      (await Promise.all(pending.map((i) => getWorkspace(i.workspace_id)))).map((w) => [
        w?.workspace_id,
        w?.name ?? '',
      ]),
    );
    return ok(pending.map((i) => toInvitedRow(i, names.get(i.workspace_id) ?? '')));
  },

  // In-app answers to one invitation (accounts spec §7 `PUT …/accept_invitation?notification_id`): the
  // caller's invitation notification names the invitation (docs/decisions.md D13).
  'PUT /api/v1/workspaces/{id}/accept_invitation': async ({ params, query, caller }) => {
    const invitation = await invitationOfAnswer(params.id!, query.notification_id, caller!);
    if (invitationStatus(invitation) !== 'Invited') throw new BadRequestError(INVITE_MESSAGES.expired);
    return ok(await acceptFor(invitation, caller!));
  },

  'DELETE /api/v1/workspaces/{id}/decline_invitation': async ({ params, query, caller }) => {
    const invitation = await invitationOfAnswer(params.id!, query.notification_id, caller!);
    if (invitationStatus(invitation) !== 'Invited' || !(await closeInvitation(invitation, 'decline')))
      throw new BadRequestError(INVITE_MESSAGES.expired);
    return ok({ id: invitation.invitation_id });
  },

  // `status=accepted` accepts every pending invitation, `declined` declines them (accounts spec §4).
  // It changes data, so it is a PUT; spec §7's GET stays as a deprecated alias (decisions A32).
  'PUT /api/v1/accept_all_invitation': answerAll,
  'GET /api/v1/accept_all_invitation': answerAll,

  'GET /api/v1/invited_users': async ({ access }) =>
    ok(
      (await listInvitationsOfWorkspace(access.workspace!.workspace_id))
        .filter((i) => i.status === 'pending')
        .map((i) => toInvitedRow(i, access.workspace!.name)),
    ),

  'DELETE /api/v1/invited_users/{id}': async ({ params, access, caller }) => {
    const invitation = await invitationInWorkspace(access.workspace!.workspace_id, params.id);
    enforceRoleRule(
      await rankedCaller(access, caller!.userId),
      { kind: 'grant', role: invitation.role },
      access.workspace!.owner_id,
    );
    await closeInvitation(invitation, 'delete');
    return ok({ id: invitation.invitation_id });
  },

  'POST /api/v1/resent_notification': async ({ body, caller, access }) => {
    const invitation = await invitationInWorkspace(
      access.workspace!.workspace_id,
      parseInput(ResendInvitationRequestSchema, body).id,
    );
    enforceRoleRule(
      await rankedCaller(access, caller!.userId),
      { kind: 'grant', role: invitation.role },
      access.workspace!.owner_id,
    );
    if (invitation.status !== 'pending') throw new BadRequestError('Only pending invitations can be re-sent.');
    await renewInvitation(invitation);
    await sendInvitation(invitation, access.workspace!, caller!.userId);
    return ok({ id: invitation.invitation_id });
  },
};
