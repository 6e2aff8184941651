/**
 * Managing organizations, workspaces, stages and cards (issue 4): rename, delete, leave, stage flags,
 * stage sort by due date, card rename and dates, dashboard counts, and permission refusals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

describe('organizations', () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await signedInUser('orgs', { canCreateOrganization: true });
  });

  it('creates, renames and deletes a business organization with its workspaces', async () => {
    const org = await api<{ id: string; name: string }>('POST', '/api/v1/organizations', {
      token: owner.token,
      body: { name: 'Acme' },
    });
    const id = org.body.data.id;
    const renamed = await api<{ name: string }>('PATCH', `/api/v1/organizations/${id}`, {
      token: owner.token,
      body: { name: 'Acme Studio' },
    });
    expect(renamed.body.data.name).toBe('Acme Studio');
    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Doomed', organization_id: id },
    });
    const home = await api<{ workspace_count: number; user_count: number }>(
      'GET',
      `/api/v1/home?organization_id=${id}`,
      { token: owner.token },
    );
    expect(home.body.data).toEqual({ workspace_count: 1, user_count: 1, seats: null, overdue_reviews: 0 });
    // With a seat limit, admins see the seats in use beside Total Users: the owner uses none (issue 30 item 8).
    const { setAllowedUserCount } = await import('../../functions/src/data/organizations');
    await setAllowedUserCount(id, 20);
    const member = await signedInUser('orgs-member');
    expect(
      (
        await api('POST', `/api/v1/workspaces/${ws.body.data.id}/workspace_users`, {
          token: owner.token,
          body: {
            invited_users: [
              { first_name: 'Pat', last_name: 'Pending', email: member.email, workspace_role_id: 'production' },
            ],
          },
        })
      ).status,
    ).toBeLessThan(300);
    const counted = await api<{ user_count: number; seats: { used: number; allowed: number } | null }>(
      'GET',
      `/api/v1/home?organization_id=${id}`,
      { token: owner.token },
    );
    expect(counted.body.data).toMatchObject({ user_count: 1, seats: { used: 1, allowed: 20 } });
    expect((await api('DELETE', `/api/v1/organizations/${id}`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', `/api/v1/organizations/${id}/detail`, { token: owner.token })).status).toBe(404);
    expect((await api('GET', `/api/v1/workspaces/${ws.body.data.id}`, { token: owner.token })).status).toBe(404);
  });

  it("shows the caller's own unread counts on the workspace cards, read from their counters", async () => {
    const { putItem } = await import('../../functions/src/data/access');
    const { WorkspaceCounter } = await import('../../functions/src/data/entities/workspace-counter');
    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Counted', organization_id: owner.personalOrganizationId },
    });
    await putItem(WorkspaceCounter, {
      user_id: owner.userId,
      workspace_id: ws.body.data.id,
      unread_notifications_count: 3,
      unread_messages_count: 2,
    });
    const list = await api<Array<{ id: string; unread_notifications_count: number; message_count: number }>>(
      'GET',
      `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`,
      { token: owner.token },
    );
    expect(list.body.data.find((w) => w.id === ws.body.data.id)).toMatchObject({
      unread_notifications_count: 3,
      message_count: 2,
    });
  });

  it('offers business organizations only to users allowed to create them', async () => {
    const free = await signedInUser('free');
    const detail = await api<{ can_create_organization: boolean }>('POST', '/api/v1/users/detail', {
      token: free.token,
    });
    expect(detail.body.data.can_create_organization).toBe(false);
    const res = await api('POST', '/api/v1/organizations', { token: free.token, body: { name: 'Nope' } });
    expect(res.status).toBe(403);
    expect((await api<unknown[]>('GET', '/api/v1/organizations', { token: free.token })).body.data).toHaveLength(1);
  });

  it('keeps My Workspace: it cannot be renamed or deleted', async () => {
    const rename = await api('PATCH', `/api/v1/organizations/${owner.personalOrganizationId}`, {
      token: owner.token,
      body: { name: 'Other' },
    });
    expect(rename.status).toBe(400);
    const del = await api('DELETE', `/api/v1/organizations/${owner.personalOrganizationId}`, { token: owner.token });
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('My Workspace cannot be deleted.');
  });
});

describe('workspaces', () => {
  it('renames, lets a member leave, refuses the owner leaving, and deletes', async () => {
    const owner = await signedInUser('wsowner');
    const member = await signedInUser('wsmember');
    const { workspaceId } = await boardFixture(owner, ['Only'], 1);
    expect(
      (
        await api<{ name: string }>('PUT', `/api/v1/workspaces/${workspaceId}`, {
          token: owner.token,
          body: { name: 'Renamed' },
        })
      ).body.data.name,
    ).toBe('Renamed');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, member.userId, 'production');
    expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: member.token })).status).toBe(200);
    // Production may not rename or delete the workspace.
    expect(
      (await api('PUT', `/api/v1/workspaces/${workspaceId}`, { token: member.token, body: { name: 'Mine now' } }))
        .status,
    ).toBe(403);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}`, { token: member.token })).status).toBe(403);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}/leave`, { token: member.token })).status).toBe(200);
    expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: member.token })).status).toBe(404);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}/leave`, { token: owner.token })).status).toBe(409);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).status).toBe(200);
    expect((await api('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).status).toBe(404);
  });
});

describe('form and list helpers', () => {
  it('answers the switcher, new-stage, new-card, common-details and edit calls', async () => {
    const owner = await signedInUser('helpers');
    const { workspaceId, stages } = await boardFixture(owner, ['Visible'], 0);
    const q = `?organization_id=${owner.personalOrganizationId}`;
    for (const path of [`/api/v1/workspaces${q}`, `/api/v1/workspaces/list${q}`]) {
      const res = await api<Array<{ id: string }>>('GET', path, { token: owner.token });
      expect(res.body.data.map((w) => w.id)).toContain(workspaceId);
    }
    expect(
      (await api('GET', `/api/v1/workspaces/${workspaceId}/stages/new`, { token: owner.token })).body.data,
    ).toMatchObject({ name: 'Untitled', visible_to_client: false });
    const newCard = await api<{ stage_id: string; stages: Array<{ id: string; name: string }> }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/new`,
      { token: owner.token },
    );
    expect(newCard.body.data).toMatchObject({
      stage_id: stages[0].id,
      stages: [{ id: stages[0].id, name: 'Visible' }],
    });
    const common = await api<{ user: { email: string }; organizations: unknown[] }>(
      'GET',
      '/api/v1/get_common_details',
      { token: owner.token },
    );
    expect(common.body.data.user.email).toBe(owner.email);
    expect(common.body.data.organizations).toHaveLength(1);
    expect(
      (await api('GET', `/api/v1/organizations/${owner.personalOrganizationId}/edit`, { token: owner.token })).status,
    ).toBe(200);
  });
});

describe('stages and cards', () => {
  let owner: SignedInUser;
  beforeAll(async () => {
    owner = await signedInUser('stages');
  });

  it('changes one stage flag at a time and refuses deleting a stage that holds cards', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Full'], 1);
    const empty = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: owner.token,
      body: { name: 'Empty' },
    });
    stages.push({ id: empty.body.data.id, cardIds: [] });
    const res = await api<{ visible_to_client: boolean; enable_revision: boolean; name: string }>(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}`,
      {
        token: owner.token,
        body: { visible_to_client: true },
      },
    );
    expect(res.body.data).toMatchObject({ visible_to_client: true, enable_revision: false, name: 'Full' });
    expect(
      (await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}`, { token: owner.token, body: {} }))
        .status,
    ).toBe(400);
    const full = await api('DELETE', `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}`, {
      token: owner.token,
    });
    expect(full.status).toBe(409);
    expect(
      (await api('DELETE', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, { token: owner.token })).status,
    ).toBe(200);
    expect(
      (await api('GET', `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}`, { token: owner.token })).status,
    ).toBe(404);
  });

  it('renames a card, sets and clears dates, and sorts a stage by due date with undated cards last', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Dated'], 3);
    const [a, b, c] = stages[0].cardIds;
    const put = (id: string, body: unknown) =>
      api<{ name: string; due_date: string | null }>('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${id}`, {
        token: owner.token,
        body,
      });
    expect((await put(a, { name: 'Renamed card' })).body.data.name).toBe('Renamed card');
    expect((await put(a, { name: '' })).body.errors).toEqual({ name: ['Required'] });
    await put(a, { due_date: '2026-12-20T10:00:00.000Z' });
    await put(b, { due_date: '2026-12-01T10:00:00.000Z' });
    await put(c, { due_date: '2026-12-10T10:00:00.000Z' });
    expect((await put(c, { due_date: null })).body.data.due_date).toBeNull();
    const sorted = async (type: string) =>
      (
        await api<{ items: Array<{ id: string }> }>(
          'GET',
          `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}/sort?sort_type=${type}`,
          { token: owner.token },
        )
      ).body.data.items.map((x) => x.id);
    expect(await sorted('ascending')).toEqual([b, a, c]);
    expect(await sorted('descending')).toEqual([c, a, b]);
  });

  it('keeps the due-date order after a card moves to another stage', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['From', 'To'], 1);
    const card = stages[0].cardIds[0];
    await api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${card}`, {
      token: owner.token,
      body: { due_date: '2026-12-05T10:00:00.000Z' },
    });
    await api(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/sort?type=content_group&content_drag_id=${card}&source_stage_id=${stages[0].id}&destination_stage_id=${stages[1].id}`,
      {
        token: owner.token,
        body: { stages: [{ id: stages[1].id, content_group_ids: [card, ...stages[1].cardIds] }] },
      },
    );
    const to = await api<{ items: Array<{ id: string }> }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${stages[1].id}/sort?sort_type=ascending`,
      { token: owner.token },
    );
    expect(to.body.data.items.map((x) => x.id)).toEqual([card, stages[1].cardIds[0]]);
    const from = await api<{ items: unknown[] }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}/sort?sort_type=ascending`,
      { token: owner.token },
    );
    expect(from.body.data.items).toEqual([]);
  });
});
