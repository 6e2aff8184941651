/**
 * User administration (issue 5 "Admin"): the users table with Invited rows, editing workspace
 * assignments with `_destroy`, the owner row fixed, deletion freeing the seat, and the user summary.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invokeCounting } from '../support/invoke';
import { api, signedInUser } from '../support/api';
import { setAllowedUserCount } from '../../functions/src/data/organizations';

type Row = {
  id: string;
  email: string;
  status: string;
  organization_role: { role_type: string; name: string };
  workspace_role: Array<{ workspace_name: string; role_name: string }>;
};

describe('users admin', () => {
  it('lists, adds, edits and deletes users, keeping the owner fixed', async () => {
    const owner = await signedInUser('admin-owner', { canCreateOrganization: true });
    const member = await signedInUser('admin-member');
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Admin Org' } })
    ).body.data.id;
    await setAllowedUserCount(org, 5);
    const q = `?organization_id=${org}`;
    const ws1 = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'One', organization_id: org },
      })
    ).body.data.id;
    const ws2 = (
      await api<{ id: string }>('POST', '/api/v1/workspaces', {
        token: owner.token,
        body: { name: 'Two', organization_id: org },
      })
    ).body.data.id;

    const newcomer = `new-${randomUUID().slice(0, 6)}@example.com`;
    const added = await api('POST', `/api/v1/multi_users${q}`, {
      token: owner.token,
      body: {
        user_roles: [
          {
            first_name: 'New',
            last_name: 'Comer',
            email: newcomer,
            workspace_users: [{ workspace_id: ws1, workspace_role_id: 'production' }],
          },
        ],
      },
    });
    expect(added.status).toBe(201);

    // An existing user joins through the edit form, then loses one workspace with _destroy.
    await api('POST', `/api/v1/multi_users${q}`, {
      token: owner.token,
      body: {
        user_roles: [
          {
            first_name: 'Mem',
            last_name: 'Ber',
            email: member.email,
            workspace_users: [{ workspace_id: ws1, workspace_role_id: 'spectator' }],
          },
        ],
      },
    });
    const { linkFromMail } = await import('../support/mail');
    const link = await linkFromMail(member.email, /invited you/);
    await api('PUT', `/api/v1/accept_invitation/${link.pathname.split('/').pop()}`, { token: member.token });
    const edited = await api<Row>('PUT', `/api/v1/multi_users/${member.userId}${q}`, {
      token: owner.token,
      body: {
        invited_workspace_users: [
          { workspace_id: ws2, workspace_role_id: 'coordinator' },
          { workspace_id: ws1, workspace_role_id: 'spectator', _destroy: true },
        ],
      },
    });
    expect(edited.body.data.workspace_role).toEqual([
      { workspace_id: ws2, workspace_name: 'Two', role_name: 'Coordinator', status: 'Active' },
    ]);

    const rows = (await api<Row[]>('GET', `/api/v1/multi_users${q}`, { token: owner.token })).body.data;
    expect(rows.find((r) => r.email === owner.email)?.organization_role.name).toBe('Owner');
    // The owner's workspaces show "Owner" there, as on the workspace Users page, not their workspace role.
    const ownerRow = rows.find((r) => r.email === owner.email)!;
    expect(ownerRow.workspace_role.map((w) => [w.workspace_name, w.role_name]).sort()).toEqual([
      ['One', 'Owner'],
      ['Two', 'Owner'],
    ]);
    const collaborators = await api<{ workspace_users: Array<{ email: string; role_name: string }> }>(
      'GET',
      `/api/v1/workspaces/${ws1}/collaborators`,
      { token: owner.token },
    );
    expect(collaborators.body.data.workspace_users.find((u) => u.email === owner.email)?.role_name).toBe('Owner');
    expect(rows.find((r) => r.email === newcomer)?.status).toBe('Invited');
    expect(rows.find((r) => r.email === member.email)?.status).toBe('Active');

    expect((await api('DELETE', `/api/v1/multi_users/${owner.userId}${q}`, { token: owner.token })).body.message).toBe(
      'The owner cannot be deleted.',
    );
    expect((await api('PUT', `/api/v1/multi_users/${owner.userId}${q}`, { token: owner.token, body: {} })).status).toBe(
      400,
    );

    const seatsBefore = (
      await api<{ remaining_users: number }>('GET', `/api/v1/organizations/${org}/get_allowed_user_details`, {
        token: owner.token,
      })
    ).body.data.remaining_users;
    expect((await api('DELETE', `/api/v1/multi_users/${member.userId}${q}`, { token: owner.token })).status).toBe(200);
    const seatsAfter = (
      await api<{ remaining_users: number }>('GET', `/api/v1/organizations/${org}/get_allowed_user_details`, {
        token: owner.token,
      })
    ).body.data.remaining_users;
    expect(seatsAfter).toBe(seatsBefore + 1);
    expect((await api('GET', `/api/v1/workspaces/${ws2}`, { token: member.token })).status).toBe(404);

    const summary = await api<{ removed: boolean; full_name: string }>(
      'GET',
      `/api/v1/multi_users/${member.userId}/get_summary${q}`,
      { token: owner.token },
    );
    expect(summary.body.data).toMatchObject({ removed: true, full_name: 'Removed' });
    const ownerSummary = await api<{ roles: string[] }>('GET', `/api/v1/multi_users/${owner.userId}/get_summary${q}`, {
      token: owner.token,
    });
    expect(ownerSummary.body.data.roles[0]).toBe('Owner');

    // One bad row (a workspace of another organization) changes nothing for the others.
    const before = (await api<Row[]>('GET', `/api/v1/multi_users${q}`, { token: owner.token })).body.data.length;
    const mixed = await api('POST', `/api/v1/multi_users${q}`, {
      token: owner.token,
      body: {
        user_roles: [
          {
            first_name: 'Ok',
            last_name: 'Row',
            email: `ok-${randomUUID().slice(0, 6)}@example.com`,
            workspace_users: [{ workspace_id: ws1, workspace_role_id: 'spectator' }],
          },
          {
            first_name: 'Bad',
            last_name: 'Row',
            email: `bad-${randomUUID().slice(0, 6)}@example.com`,
            workspace_users: [{ workspace_id: randomUUID(), workspace_role_id: 'spectator' }],
          },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual({ 'user_roles.1.workspace_id': ['Workspace not found'] });
    expect((await api<Row[]>('GET', `/api/v1/multi_users${q}`, { token: owner.token })).body.data).toHaveLength(before);

    // A plain member cannot open the users admin.
    expect((await api('GET', `/api/v1/multi_users${q}`, { token: (await signedInUser('nobody')).token })).status).toBe(
      404,
    );
  });

  it('reads the users table in requests bounded by the workspace count, not the member count', async () => {
    const owner = await signedInUser('admin-bound', { canCreateOrganization: true });
    const org = (
      await api<{ id: string }>('POST', '/api/v1/organizations', { token: owner.token, body: { name: 'Bound Org' } })
    ).body.data.id;
    const workspaceIds: string[] = [];
    for (const name of ['One', 'Two']) {
      workspaceIds.push(
        (
          await api<{ id: string }>('POST', '/api/v1/workspaces', {
            token: owner.token,
            body: { name, organization_id: org },
          })
        ).body.data.id,
      );
    }
    const { getWorkspace, addWorkspaceMember } = await import('../../functions/src/data/workspaces');
    const { putItem } = await import('../../functions/src/data/access');
    const { OrganizationMember } = await import('../../functions/src/data/entities/organization');
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => signedInUser(`admin-bound-${i}`)));
    for (const member of members) {
      await putItem(OrganizationMember, { organization_id: org, user_id: member.userId, role: 'member' });
      for (const id of workspaceIds) await addWorkspaceMember((await getWorkspace(id))!, member.userId, 'spectator');
    }

    const { handler } = await import('../../functions/src/handlers/http/admin');
    const { statusCode, body, requests } = await invokeCounting(handler, {
      routeKey: 'GET /api/v1/multi_users',
      path: '/api/v1/multi_users',
      query: { organization_id: org },
      userId: owner.userId,
    });
    expect(statusCode).toBe(200);
    const rows = body.data as Row[];
    expect(rows).toHaveLength(7);
    expect(
      rows
        .find((r) => r.email === members[0].email)!
        .workspace_role.map((w) => w.workspace_name)
        .sort(),
    ).toEqual(['One', 'Two']);
    expect(requests).not.toContain('ScanCommand');
    // access (1) + workspaces (1) + members (1) + users (1 BatchGet) + per workspace members and invitations (2 × 2)
    expect(requests.length).toBeLessThanOrEqual(4 + 2 * workspaceIds.length);
  });
});
