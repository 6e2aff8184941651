/**
 * Roles cannot be raised from below (issue 10; shared/permissions/ranks.ts, docs/permissions.md "Who may
 * grant, change or remove whose role"): a generated table of every caller role × every target role ×
 * grant (invite; cancel and re-send an invitation), change (from and to) and remove, through the
 * workspace routes and the admin Users routes, compared with the rule as the issue states it. Plus
 * self-changes, the workspace owner's membership, and what guests read of the team.
 *
 * Speed: one organization, one workspace, and one caller and one target user per caller role for the
 * whole table; the callers run side by side, each on their own target, whose role is reset with one
 * DynamoDB write per case (the target stays in the organization through a second workspace).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationRole, WorkspaceRole } from '../../shared/permissions/roles';
import { WORKSPACE_ROLES } from '../../shared/permissions/roles';
import { api, signedInUser, type SignedInUser } from '../support/api';
import {
  addWorkspaceMember,
  changeWorkspaceRole,
  getWorkspaceWithMember,
  type WorkspaceRecord,
} from '../../functions/src/data/workspaces';
import { getOrganizationRole, setAllowedUserCount, setOrganizationRole } from '../../functions/src/data/organizations';
import { putItem } from '../../functions/src/data/access';
import { OrganizationMember } from '../../functions/src/data/entities/organization';
import { WorkspaceMember } from '../../functions/src/data/entities/workspace';

type CallerName = 'org owner' | 'org admin' | WorkspaceRole;
interface Caller {
  name: CallerName;
  user: SignedInUser;
  organizationRole: OrganizationRole;
  workspaceRole: WorkspaceRole | null;
}

/** The rule as issue 10 states it, written out independently of shared/permissions/ranks.ts. */
const RANK: Record<CallerName, number> = {
  'org owner': 7,
  'org admin': 6,
  team_lead: 5,
  coordinator: 4,
  production: 3,
  spectator: 2,
  approver: 1,
  contributor: 1,
};
const MAY_INVITE = new Set<CallerName>(['org owner', 'org admin', 'team_lead', 'coordinator']);
const mayGrant = (caller: Caller, role: WorkspaceRole) =>
  MAY_INVITE.has(caller.name) && RANK[role] <= RANK[caller.name];
const mayChange = (caller: Caller, from: WorkspaceRole, to: WorkspaceRole) =>
  mayGrant(caller, from) && mayGrant(caller, to);
const managesUsers = (caller: Caller) => caller.name === 'org owner' || caller.name === 'org admin';

describe('role ranking', () => {
  let organizationId: string;
  let workspace: WorkspaceRecord;
  let anchorWorkspaceId: string;
  let creator: SignedInUser;
  const targets = new Map<CallerName, SignedInUser>();
  const callers: Caller[] = [];
  const byName = (name: CallerName) => callers.find((c) => c.name === name)!;
  const q = () => `?workspace_id=${workspace.workspace_id}`;

  /** Put `userId` in the workspace as `role` (creating or overwriting the membership): one write. */
  const setRole = (userId: string, role: WorkspaceRole) =>
    putItem(WorkspaceMember, {
      workspace_id: workspace.workspace_id,
      user_id: userId,
      organization_id: organizationId,
      role,
    });
  const roleOf = async (userId: string) => (await getWorkspaceWithMember(workspace.workspace_id, userId)).role;
  const freshEmail = () => `invitee-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    const owner = await signedInUser('rank-owner', { canCreateOrganization: true });
    organizationId = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Rank Org' } })
    ).body.data.id;
    await setAllowedUserCount(organizationId, null);
    // The workspace's creator is a plain Team Lead by now (an admin who created it, then became a member).
    creator = await signedInUser('rank-creator');
    await putItem(OrganizationMember, { organization_id: organizationId, user_id: creator.userId, role: 'admin' });
    const created = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: creator.token,
      body: { name: 'Ranked', organization_id: organizationId },
    });
    expect(created.status).toBe(201);
    await setOrganizationRole(organizationId, creator.userId, 'member');
    workspace = (await getWorkspaceWithMember(created.body.data.id, creator.userId)).workspace!;
    expect(workspace.owner_id).toBe(creator.userId);
    anchorWorkspaceId = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Anchor', organization_id: organizationId },
      })
    ).body.data.id;

    callers.push({ name: 'org owner', user: owner, organizationRole: 'owner', workspaceRole: 'team_lead' });
    await addWorkspaceMember(workspace, owner.userId, 'team_lead');
    const admin = await signedInUser('rank-admin');
    await putItem(OrganizationMember, { organization_id: organizationId, user_id: admin.userId, role: 'admin' });
    callers.push({ name: 'org admin', user: admin, organizationRole: 'admin', workspaceRole: null });
    for (const role of WORKSPACE_ROLES) {
      const user = await signedInUser(`rank-${role}`);
      await addWorkspaceMember(workspace, user.userId, role);
      callers.push({ name: role, user, organizationRole: 'member', workspaceRole: role });
    }
    const { workspace: anchor } = await getWorkspaceWithMember(anchorWorkspaceId, owner.userId);
    for (const caller of callers) {
      const target = await signedInUser('rank-target');
      await addWorkspaceMember(workspace, target.userId, 'production');
      await addWorkspaceMember(anchor!, target.userId, 'production');
      targets.set(caller.name, target);
    }
  }, 180_000);

  it('grants, changes and removes every role exactly as the ranking says, with 0 mismatches', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    const record = (label: string, allowed: boolean, status: number, message: unknown) => {
      checked += 1;
      const granted = status >= 200 && status < 300;
      // A refusal is a 403: the route's own permission or the ranking; nothing else may stand in for it.
      if (granted !== allowed || (!allowed && status !== 403))
        mismatches.push(`${label}: expected ${allowed ? 'allow' : '403'}, got ${status} ${String(message ?? '')}`);
    };

    const invitationsOfRole = new Map<WorkspaceRole, string>();
    for (const role of WORKSPACE_ROLES) {
      const res = await api<Array<{ id: string }>>(
        'POST',
        `/api/v1/workspaces/${workspace.workspace_id}/workspace_users`,
        {
          token: byName('org owner').user.token,
          body: {
            invited_users: [{ first_name: 'Re', last_name: 'Send', email: freshEmail(), workspace_role_id: role }],
          },
        },
      );
      invitationsOfRole.set(role, res.body.data[0].id);
    }

    // Each caller works on their own target, so the callers can run side by side.
    await Promise.all(
      callers.map(async (caller) => {
        const token = caller.user.token;
        const target = targets.get(caller.name)!;
        for (const role of WORKSPACE_ROLES) {
          // Grant: invite (workspace page and admin Users page), cancel and re-send an invitation of the role.
          const invite = await api('POST', `/api/v1/workspaces/${workspace.workspace_id}/workspace_users`, {
            token,
            body: {
              invited_users: [{ first_name: 'New', last_name: 'Person', email: freshEmail(), workspace_role_id: role }],
            },
          });
          record(`${caller.name} invites a ${role}`, mayGrant(caller, role), invite.status, invite.body.message);

          const add = await api('POST', `/api/v1/multi_users?organization_id=${organizationId}`, {
            token,
            body: {
              user_roles: [
                {
                  first_name: 'New',
                  last_name: 'User',
                  email: freshEmail(),
                  workspace_users: [{ workspace_id: workspace.workspace_id, workspace_role_id: role }],
                },
              ],
            },
          });
          record(
            `${caller.name} adds a ${role} (admin)`,
            managesUsers(caller) && mayGrant(caller, role),
            add.status,
            add.body.message,
          );

          const pending = await api<Array<{ id: string }>>(
            'POST',
            `/api/v1/workspaces/${workspace.workspace_id}/workspace_users`,
            {
              token: byName('org owner').user.token,
              body: {
                invited_users: [
                  { first_name: 'To', last_name: 'Cancel', email: freshEmail(), workspace_role_id: role },
                ],
              },
            },
          );
          const cancel = await api('DELETE', `/api/v1/invited_users/${pending.body.data[0].id}${q()}`, { token });
          record(
            `${caller.name} cancels a ${role} invitation`,
            mayGrant(caller, role),
            cancel.status,
            cancel.body.message,
          );

          const resend = await api('POST', '/api/v1/resent_notification', {
            token,
            body: { id: invitationsOfRole.get(role), workspace_id: workspace.workspace_id },
          });
          record(
            `${caller.name} re-sends a ${role} invitation`,
            mayGrant(caller, role),
            resend.status,
            resend.body.message,
          );

          // Change, from every role to every role, on the workspace page and the admin Users page.
          for (const to of WORKSPACE_ROLES) {
            await setRole(target.userId, role);
            const change = await api(
              'POST',
              `/api/v1/workspaces/${workspace.workspace_id}/update_workspace_user_role`,
              {
                token,
                body: { user_id: target.userId, workspace_role_id: to },
              },
            );
            const allowed = mayChange(caller, role, to);
            record(`${caller.name} changes a ${role} to ${to}`, allowed, change.status, change.body.message);
            if (!allowed && (await roleOf(target.userId)) !== role)
              mismatches.push(`${caller.name} changed a ${role} to ${to} despite the answer`);

            if (role === to) continue;
            await setRole(target.userId, role);
            const edit = await api('PUT', `/api/v1/multi_users/${target.userId}?organization_id=${organizationId}`, {
              token,
              body: { invited_workspace_users: [{ workspace_id: workspace.workspace_id, workspace_role_id: to }] },
            });
            record(
              `${caller.name} edits a ${role} to ${to} (admin)`,
              managesUsers(caller) && mayChange(caller, role, to),
              edit.status,
              edit.body.message,
            );
          }

          // Remove, on the workspace page and through `_destroy` on the admin Users page.
          await setRole(target.userId, role);
          const remove = await api(
            'DELETE',
            `/api/v1/workspaces/${workspace.workspace_id}/workspace_users/${target.userId}${q()}`,
            { token },
          );
          record(`${caller.name} removes a ${role}`, mayGrant(caller, role), remove.status, remove.body.message);
          if (!mayGrant(caller, role) && (await roleOf(target.userId)) !== role)
            mismatches.push(`${caller.name} removed a ${role} despite the answer`);

          await setRole(target.userId, role);
          const destroy = await api('PUT', `/api/v1/multi_users/${target.userId}?organization_id=${organizationId}`, {
            token,
            body: {
              invited_workspace_users: [
                { workspace_id: workspace.workspace_id, workspace_role_id: role, _destroy: true },
              ],
            },
          });
          record(
            `${caller.name} removes a ${role} (admin _destroy)`,
            managesUsers(caller) && mayGrant(caller, role),
            destroy.status,
            destroy.body.message,
          );
        }
      }),
    );
    expect(mismatches).toEqual([]);
    expect(checked).toBe(
      callers.length * WORKSPACE_ROLES.length * (6 + WORKSPACE_ROLES.length + (WORKSPACE_ROLES.length - 1)),
    );
  }, 600_000);

  it('lets nobody change or remove their own role', async () => {
    for (const caller of callers.filter((c) => c.workspaceRole)) {
      for (const to of WORKSPACE_ROLES) {
        const res = await api('POST', `/api/v1/workspaces/${workspace.workspace_id}/update_workspace_user_role`, {
          token: caller.user.token,
          body: { user_id: caller.user.userId, workspace_role_id: to },
        });
        expect(res.status, `${caller.name} makes themselves ${to}`).toBe(403);
      }
      const leave = await api(
        'DELETE',
        `/api/v1/workspaces/${workspace.workspace_id}/workspace_users/${caller.user.userId}${q()}`,
        { token: caller.user.token },
      );
      expect(leave.status, `${caller.name} removes themselves`).toBe(403);
      expect(await roleOf(caller.user.userId)).toBe(caller.workspaceRole);
    }
    const admin = byName('org admin').user;
    const selfEdit = await api('PUT', `/api/v1/multi_users/${admin.userId}?organization_id=${organizationId}`, {
      token: admin.token,
      body: { invited_workspace_users: [{ workspace_id: workspace.workspace_id, workspace_role_id: 'team_lead' }] },
    });
    expect(selfEdit.status).toBe(403);
    expect(await roleOf(admin.userId)).toBeNull();
    const selfDelete = await api('DELETE', `/api/v1/multi_users/${admin.userId}?organization_id=${organizationId}`, {
      token: admin.token,
    });
    expect(selfDelete.status).toBe(403);
    expect(await getOrganizationRole(organizationId, admin.userId)).toBe('admin');
  }, 120_000);

  it("keeps the workspace owner's membership for the organization Owner alone", async () => {
    for (const name of ['org admin', 'team_lead'] as const) {
      const token = byName(name).user.token;
      const change = await api('POST', `/api/v1/workspaces/${workspace.workspace_id}/update_workspace_user_role`, {
        token,
        body: { user_id: creator.userId, workspace_role_id: 'spectator' },
      });
      expect(change.status, `${name} re-roles the workspace owner`).toBe(403);
      const remove = await api(
        'DELETE',
        `/api/v1/workspaces/${workspace.workspace_id}/workspace_users/${creator.userId}${q()}`,
        { token },
      );
      expect(remove.status, `${name} removes the workspace owner`).toBe(403);
    }
    const admin = byName('org admin').user.token;
    const destroy = await api('PUT', `/api/v1/multi_users/${creator.userId}?organization_id=${organizationId}`, {
      token: admin,
      body: {
        invited_workspace_users: [
          { workspace_id: workspace.workspace_id, workspace_role_id: 'team_lead', _destroy: true },
        ],
      },
    });
    expect(destroy.status).toBe(403);
    expect(
      (await api('DELETE', `/api/v1/multi_users/${creator.userId}?organization_id=${organizationId}`, { token: admin }))
        .status,
    ).toBe(403);
    expect(await roleOf(creator.userId)).toBe('team_lead');

    const byOwner = await api('POST', `/api/v1/workspaces/${workspace.workspace_id}/update_workspace_user_role`, {
      token: byName('org owner').user.token,
      body: { user_id: creator.userId, workspace_role_id: 'coordinator' },
    });
    expect(byOwner.status).toBe(200);
    expect(await roleOf(creator.userId)).toBe('coordinator');
    await setRole(creator.userId, 'team_lead');
  }, 60_000);

  it('keeps organization owners and admins out of reach of team roles, and the organization Owner out of reach of admins', async () => {
    const owner = byName('org owner').user;
    const admin = byName('org admin').user;
    const teamLead = byName('team_lead').user.token;
    const demoteOwner = await api('POST', `/api/v1/workspaces/${workspace.workspace_id}/update_workspace_user_role`, {
      token: teamLead,
      body: { user_id: owner.userId, workspace_role_id: 'spectator' },
    });
    expect(demoteOwner.status).toBe(403);
    const removeOwner = await api(
      'DELETE',
      `/api/v1/workspaces/${workspace.workspace_id}/workspace_users/${owner.userId}${q()}`,
      { token: teamLead },
    );
    expect(removeOwner.status).toBe(403);
    expect(await roleOf(owner.userId)).toBe('team_lead');
    // The Owner's row stays fixed for Admins (the existing 400 of accounts spec §6).
    const editOwner = await api('PUT', `/api/v1/multi_users/${owner.userId}?organization_id=${organizationId}`, {
      token: admin.token,
      body: { organization_role: 'member' },
    });
    expect(editOwner.body.message).toBe('The owner cannot be edited.');
    expect(await getOrganizationRole(organizationId, owner.userId)).toBe('owner');
    // At or below: the organization Owner may demote an admin; an admin may make a member an admin.
    const promote = await api(
      'PUT',
      `/api/v1/multi_users/${byName('production').user.userId}?organization_id=${organizationId}`,
      { token: admin.token, body: { organization_role: 'admin' } },
    );
    expect(promote.status).toBe(200);
    const demote = await api(
      'PUT',
      `/api/v1/multi_users/${byName('production').user.userId}?organization_id=${organizationId}`,
      { token: owner.token, body: { organization_role: 'member' } },
    );
    expect(demote.status).toBe(200);
    expect(await getOrganizationRole(organizationId, byName('production').user.userId)).toBe('member');
  }, 60_000);

  it('writes a role change only while the person still holds the role it was checked against', async () => {
    const production = byName('production').user;
    // Someone made them a Team Lead after a Coordinator's check saw Production: the write must not land.
    expect(await changeWorkspaceRole(workspace.workspace_id, production.userId, 'spectator', 'team_lead')).toBe(false);
    expect(await roleOf(production.userId)).toBe('production');
    expect(await changeWorkspaceRole(workspace.workspace_id, production.userId, 'production', 'production')).toBe(true);
  });

  it("shows guests the team's names and roles but no e-mail addresses, invitations or seats", async () => {
    type Collaborators = {
      workspace_users: Array<Record<string, unknown>>;
      invited_users: unknown[];
      seats: { remaining_users: number | null; allowed_user_count: number | null };
    };
    await setAllowedUserCount(organizationId, 500);
    for (const guest of ['approver', 'contributor'] as const) {
      const res = await api<Collaborators>('GET', `/api/v1/workspaces/${workspace.workspace_id}/collaborators`, {
        token: byName(guest).user.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.workspace_users.length).toBeGreaterThan(5);
      for (const row of res.body.data.workspace_users) {
        expect(row).not.toHaveProperty('email');
        expect(row.name).toEqual(expect.any(String));
        expect(row.role_name).toEqual(expect.any(String));
      }
      expect(JSON.stringify(res.body.data)).not.toContain('@example.com');
      expect(res.body.data.invited_users).toEqual([]);
      expect(res.body.data.seats).toEqual({ remaining_users: null, allowed_user_count: null });
    }
    // Team roles, Spectator included, still read the e-mails and pending invitations.
    const team = await api<Collaborators>('GET', `/api/v1/workspaces/${workspace.workspace_id}/collaborators`, {
      token: byName('spectator').user.token,
    });
    const production = byName('production').user;
    expect(team.body.data.workspace_users.find((u) => u.id === production.userId)?.email).toBe(production.email);
    expect(team.body.data.invited_users.length).toBeGreaterThan(0);
    expect(team.body.data.seats.allowed_user_count).toBe(500);
    await setAllowedUserCount(organizationId, null);
  }, 60_000);
});
