/**
 * Admin domain: the organization's users (accounts spec §2 Users admin, §7 Admin; issue 5 "Admin"),
 * for organization owners and admins only. Adding users invites them to their workspaces; editing
 * assignments adds, re-roles or (`_destroy`) removes; deleting removes every access and frees the seat.
 */
import { AddUsersRequestSchema, UpdateUserAccessRequestSchema, type UserRow } from '../../../../shared/schemas/admin';
import {
  ORGANIZATION_ROLE_LABELS,
  WORKSPACE_ROLE_LABELS,
  memberRoleLabel,
  type WorkspaceRole,
} from '../../../../shared/permissions/roles';
import { domainHandler, ok } from '../domain-handler';
import { ADMIN_ROUTES } from '../../routes/domains/admin';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { limitsSeats, listInvitationsOfWorkspace } from '../../data/invitations';
import {
  getOrganization,
  getOrganizationRole,
  listOrganizationMembers,
  setOrganizationRole,
  toOrganizationResponse,
} from '../../data/organizations';
import { getUser, getUsers, type UserRecord } from '../../data/users';
import {
  addWorkspaceMember,
  changeWorkspaceRole,
  listMembersOfWorkspace,
  listWorkspaceMembershipsOfUser,
  listWorkspacesOfOrganization,
  type WorkspaceRecord,
} from '../../data/workspaces';
import { leaveOrganization, removeFromWorkspace } from '../../data/memberships';
import { inviteToWorkspace, planInvitations } from '../../services/collaborators/invite';
import { removalNotices } from '../../services/notifications/notify';
import { demoteOrganizationAdmin } from '../../services/chat/demote-admin';
import { INVITE_MESSAGES, type InviteRequest } from '../../../../shared/schemas/collaborators';
import { presentUser } from '../../services/accounts/present-user';
import { invitationStatus } from '../../services/collaborators/invitation-links';
import { enforceRoleRule, rankedPerson } from '../../services/access/role-rule';
import { fullName } from '../../lib/text/names';

type Membership = { workspace_id: string; role: WorkspaceRole };

/** One member's row of the users table (accounts spec §3 User list row), from records already read. */
function rowOf(
  user: UserRecord,
  role: 'owner' | 'admin' | 'member',
  addedAt: string,
  memberships: Membership[],
  workspaces: Map<string, WorkspaceRecord>,
): UserRow {
  return {
    id: user.user_id,
    user_id: user.user_id,
    full_name: fullName(user.first_name, user.last_name),
    email: user.email,
    organization_role: { role_type: role, name: ORGANIZATION_ROLE_LABELS[role] },
    workspace_role: memberships
      .filter((m) => workspaces.has(m.workspace_id))
      .map((m) => ({
        workspace_id: m.workspace_id,
        workspace_name: workspaces.get(m.workspace_id)!.name,
        // The owner and admins show as such here too, as on the workspace Users page (accounts spec §6).
        role_name: memberRoleLabel(role, m.role),
        status: 'Active',
      })),
    added_at: addedAt,
    last_login_time: user.last_login_at ?? null,
    status: 'Active',
  };
}

async function workspacesOf(organizationId: string): Promise<Map<string, WorkspaceRecord>> {
  return new Map((await listWorkspacesOfOrganization(organizationId)).map((w) => [w.workspace_id, w]));
}

/** The user `id` as a member of this organization. @throws NotFoundError otherwise. */
async function requireMember(
  organizationId: string,
  userId: string,
): Promise<{ user: UserRecord; role: 'owner' | 'admin' | 'member' }> {
  const role = await getOrganizationRole(organizationId, userId);
  const user = role ? await getUser(userId) : null;
  if (!role || !user) throw new NotFoundError('User not found');
  return { user, role };
}

export const handler = domainHandler('admin', ADMIN_ROUTES, {
  'GET /api/v1/multi_users': async ({ access }) => {
    // Bounded by the workspace count, not the member count: 1 Q workspaces + 1 Q members + 1 BatchGet
    // of users, then per workspace 1 Q members and 1 Q invitations (docs/data-model.md pattern 22).
    const organizationId = access.organizationId!;
    const [workspaces, members] = await Promise.all([
      workspacesOf(organizationId),
      listOrganizationMembers(organizationId),
    ]);
    const perWorkspace = await Promise.all(
      [...workspaces.values()].map(async (workspace) => ({
        workspace,
        members: await listMembersOfWorkspace(workspace.workspace_id),
        invitations: await listInvitationsOfWorkspace(workspace.workspace_id),
      })),
    );
    const users = await getUsers(members.map((m) => m.user_id));
    const membershipsByUser = new Map<string, Membership[]>();
    for (const { members: workspaceMembers } of perWorkspace) {
      for (const m of workspaceMembers)
        membershipsByUser.set(m.user_id, [...(membershipsByUser.get(m.user_id) ?? []), m]);
    }
    const rows = members.flatMap((m) => {
      const user = users.get(m.user_id);
      return user ? [rowOf(user, m.role, m.created_at, membershipsByUser.get(m.user_id) ?? [], workspaces)] : [];
    });
    const known = new Set(rows.map((r) => r.email));
    // People invited but not yet in the organization show as "Invited" (accounts spec §3 User list row).
    const invited = new Map<string, UserRow>();
    for (const { workspace, invitations } of perWorkspace) {
      for (const invitation of invitations) {
        if (invitationStatus(invitation) !== 'Invited' || known.has(invitation.email)) continue;
        const row = invited.get(invitation.email) ?? {
          id: invitation.invitation_id,
          user_id: null,
          full_name: fullName(invitation.first_name, invitation.last_name),
          email: invitation.email,
          organization_role: { role_type: 'invited' as const, name: 'Invited' },
          workspace_role: [],
          added_at: invitation.created_at,
          last_login_time: null,
          status: 'Invited' as const,
        };
        row.workspace_role.push({
          workspace_id: workspace.workspace_id,
          workspace_name: workspace.name,
          role_name: WORKSPACE_ROLE_LABELS[invitation.role],
          status: 'Invited',
        });
        invited.set(invitation.email, row);
      }
    }
    return ok([...rows, ...invited.values()]);
  },

  'POST /api/v1/multi_users': async ({ access, body, caller }) => {
    const { user_roles } = parseInput(AddUsersRequestSchema, body);
    const workspaces = await workspacesOf(access.organizationId!);
    const organization = await getOrganization(access.organizationId!);
    if (!organization) throw new NotFoundError('Organization not found');
    // Check every person and assignment first, so a bad row changes nothing (seats included).
    const errors: Record<string, string[]> = {};
    const newEmails = new Set<string>();
    const planned: Array<{ workspace: WorkspaceRecord; request: InviteRequest }> = [];
    const inviter = rankedPerson(caller!.userId, access.organizationRole, null);
    for (const [index, person] of user_roles.entries()) {
      for (const assignment of person.workspace_users) {
        const workspace = workspaces.get(assignment.workspace_id);
        if (!workspace) {
          errors[`user_roles.${index}.workspace_id`] = ['Workspace not found'];
          continue;
        }
        enforceRoleRule(inviter, { kind: 'grant', role: assignment.workspace_role_id }, workspace.owner_id);
        const request = {
          invited_users: [
            {
              first_name: person.first_name,
              last_name: person.last_name,
              email: person.email,
              workspace_role_id: assignment.workspace_role_id,
            },
          ],
        };
        const plan = await planInvitations(workspace, organization, request);
        for (const [key, messages] of Object.entries(plan.errors))
          errors[key.replace(/^invited_users\.0\./, `user_roles.${index}.`)] = messages;
        if (plan.rows[0]?.takesSeat) newEmails.add(plan.rows[0].email);
        planned.push({ workspace, request });
      }
    }
    const seatsLeft = toOrganizationResponse(organization, 'owner').remaining_users;
    if (limitsSeats(organization) && seatsLeft !== null && newEmails.size > seatsLeft) {
      for (const [index, person] of user_roles.entries())
        if (newEmails.has(person.email.toLowerCase())) errors[`user_roles.${index}.email`] = [INVITE_MESSAGES.noSeats];
    }
    if (Object.keys(errors).length) throw new BadRequestError(Object.values(errors)[0][0], errors);
    for (const { workspace, request } of planned) await inviteToWorkspace(workspace, caller!.userId, request);
    return ok({ count: user_roles.length });
  },

  'GET /api/v1/multi_users/{id}': async ({ access, params }) => {
    const { role, user } = await requireMember(access.organizationId!, params.id!);
    const [workspaces, memberships] = await Promise.all([
      workspacesOf(access.organizationId!),
      listWorkspaceMembershipsOfUser(user.user_id),
    ]);
    return ok(rowOf(user, role, user.created_at, memberships, workspaces));
  },

  // The owner's row is fixed: their organization-wide and workspace sections are hidden (accounts spec §6).
  'PUT /api/v1/multi_users/{id}': async ({ access, params, body, caller }) => {
    const organizationId = access.organizationId!;
    const { role, user } = await requireMember(organizationId, params.id!);
    if (role === 'owner') throw new BadRequestError('The owner cannot be edited.');
    const editor = rankedPerson(caller!.userId, access.organizationRole, null);
    // Nobody edits themselves or someone ranked above them (issue 10), whatever the body holds.
    enforceRoleRule(
      editor,
      {
        kind: 'organization_role',
        target: rankedPerson(user.user_id, role, null),
        to: role === 'admin' ? 'admin' : 'member',
      },
      null,
    );
    const changes = parseInput(UpdateUserAccessRequestSchema, body);
    const workspaces = await workspacesOf(organizationId);
    const current = new Map((await listWorkspaceMembershipsOfUser(user.user_id)).map((m) => [m.workspace_id, m.role]));
    // Every assignment is checked before anything is written, so a refused one changes nothing.
    if (changes.organization_role)
      enforceRoleRule(
        editor,
        { kind: 'organization_role', target: rankedPerson(user.user_id, role, null), to: changes.organization_role },
        null,
      );
    for (const assignment of changes.invited_workspace_users) {
      const workspace = workspaces.get(assignment.workspace_id);
      if (!workspace) throw new BadRequestError('Workspace not found', { workspace_id: ['Workspace not found'] });
      const held = current.get(workspace.workspace_id) ?? null;
      const target = rankedPerson(user.user_id, role, held);
      if (assignment._destroy) {
        if (held) enforceRoleRule(editor, { kind: 'remove', target }, workspace.owner_id);
      } else if (held) {
        if (held !== assignment.workspace_role_id)
          enforceRoleRule(editor, { kind: 'change', target, to: assignment.workspace_role_id }, workspace.owner_id);
      } else {
        enforceRoleRule(editor, { kind: 'grant', role: assignment.workspace_role_id }, workspace.owner_id);
      }
    }
    const notice = changes.invited_workspace_users.some((a) => a._destroy)
      ? await removalNotices(caller!.userId)
      : undefined;
    for (const assignment of changes.invited_workspace_users) {
      const workspace = workspaces.get(assignment.workspace_id);
      if (!workspace) throw new BadRequestError('Workspace not found', { workspace_id: ['Workspace not found'] });
      if (assignment._destroy) {
        if (current.has(workspace.workspace_id)) {
          await removeFromWorkspace(
            workspace.workspace_id,
            organizationId,
            user.user_id,
            notice!(workspace, user.user_id),
          );
        }
      } else if (current.has(workspace.workspace_id)) {
        await changeWorkspaceRole(
          workspace.workspace_id,
          user.user_id,
          assignment.workspace_role_id,
          current.get(workspace.workspace_id),
        );
      } else {
        await addWorkspaceMember(workspace, user.user_id, assignment.workspace_role_id);
      }
    }
    if (changes.organization_role && (await getOrganizationRole(organizationId, user.user_id))) {
      if (changes.organization_role === 'member' && role === 'admin')
        await demoteOrganizationAdmin(organizationId, user.user_id);
      else await setOrganizationRole(organizationId, user.user_id, changes.organization_role);
    }
    const after = await getOrganizationRole(organizationId, user.user_id);
    return ok(
      after
        ? rowOf(user, after, user.created_at, await listWorkspaceMembershipsOfUser(user.user_id), workspaces)
        : null,
    );
  },

  'DELETE /api/v1/multi_users/{id}': async ({ access, params, caller }) => {
    const organizationId = access.organizationId!;
    const { role, user } = await requireMember(organizationId, params.id!);
    if (role === 'owner') throw new BadRequestError('The owner cannot be deleted.');
    const remover = rankedPerson(caller!.userId, access.organizationRole, null);
    enforceRoleRule(remover, { kind: 'remove', target: rankedPerson(user.user_id, role, null) }, null);
    const workspaces = await workspacesOf(organizationId);
    const memberships = (await listWorkspaceMembershipsOfUser(user.user_id)).filter((m) =>
      workspaces.has(m.workspace_id),
    );
    // Checked before anything is written: the creator of a workspace is removed by the organization Owner only.
    for (const m of memberships)
      enforceRoleRule(
        remover,
        { kind: 'remove', target: rankedPerson(user.user_id, role, m.role) },
        workspaces.get(m.workspace_id)!.owner_id,
      );
    // An admin keeps nothing once deleted: drop the role first so the last removal frees the seat.
    if (role === 'admin') await demoteOrganizationAdmin(organizationId, user.user_id);
    // One transaction per workspace; the last one also ends the organization membership and frees the seat.
    const notice = await removalNotices(caller!.userId);
    for (const membership of memberships) {
      const workspace = workspaces.get(membership.workspace_id)!;
      await removeFromWorkspace(workspace.workspace_id, organizationId, user.user_id, notice(workspace, user.user_id));
    }
    if (memberships.length === 0) await leaveOrganization(organizationId, user.user_id);
    return ok({ id: user.user_id });
  },

  // The user summary popover (accounts spec §2, cards spec §2): name, initials, logo, roles; "Removed" once gone.
  'GET /api/v1/multi_users/{id}/get_summary': async ({ access, params }) => {
    const organizationId = access.organizationId!;
    const user = await getUser(params.id!);
    const role = user ? await getOrganizationRole(organizationId, user.user_id) : null;
    if (!user || !role)
      return ok({ id: params.id, removed: true, full_name: 'Removed', name_initials: '', logo: null, roles: [] });
    const workspaces = await workspacesOf(organizationId);
    const memberships = (await listWorkspaceMembershipsOfUser(user.user_id)).filter((m) =>
      workspaces.has(m.workspace_id),
    );
    const shown = await presentUser(user);
    return ok({
      id: user.user_id,
      removed: false,
      full_name: fullName(user.first_name, user.last_name),
      name_initials: shown.name_initials,
      logo: shown.logo,
      roles: [
        ORGANIZATION_ROLE_LABELS[role],
        ...memberships.map((m) => `${WORKSPACE_ROLE_LABELS[m.role]} · ${workspaces.get(m.workspace_id)!.name}`),
      ],
    });
  },

  // `owner_id` (the creator) lets the admin pages hide what only the organization Owner may change (issue 10).
  'GET /api/v1/get_workspace': async ({ access }) =>
    ok(
      [...(await workspacesOf(access.organizationId!)).values()].map((w) => ({
        id: w.workspace_id,
        name: w.name,
        owner_id: w.owner_id,
      })),
    ),
});
