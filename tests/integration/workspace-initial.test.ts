/**
 * `GET /api/v1/workspace_initial` and `GET /api/v1/workspaces/{id}/collaborator_workspace_data`
 * (accounts spec §7 Workspaces; decisions K40): the new-workspace form's start (the organization's Board
 * Stages, the personal storage cap) and the Users page's workspace with the roles the caller may grant,
 * each role's view, and another organization's ids.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

type Initial = {
  name: string;
  organization_id: string;
  organization_type: string;
  stages: Array<{ name: string }>;
  storage_limit_bytes: number | null;
};
type CollaboratorData = {
  workspace: { id: string; owner_id: string };
  can_invite_collaborator: boolean;
  roles: Array<{ id: string; name: string; guest: boolean }>;
};

describe('workspace_initial and collaborator_workspace_data', () => {
  let owner: SignedInUser;
  let coordinator: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;

  beforeAll(async () => {
    [owner, coordinator, approver, stranger] = await Promise.all(
      ['wi-owner', 'wi-coordinator', 'wi-approver', 'wi-stranger'].map((p) => signedInUser(p)),
    );
    workspaceId = (await boardFixture(owner, ['Doing'], 0)).workspaceId;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, coordinator.userId, 'coordinator');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it('starts the new-workspace form with the Board Stages it will copy and the personal storage cap', async () => {
    const org = owner.personalOrganizationId;
    await api('POST', `/api/v1/template_stages?organization_id=${org}`, {
      token: owner.token,
      body: { name: 'Kick-off' },
    });
    const res = await api<Initial>('GET', `/api/v1/workspace_initial?organization_id=${org}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: '',
      organization_id: org,
      organization_type: 'personal',
      storage_limit_bytes: 100 * 1024 * 1024,
    });
    expect(res.body.data.stages.map((s) => s.name)).toContain('Kick-off');
    expect(
      (await api('GET', `/api/v1/workspace_initial?organization_id=${org}`, { token: stranger.token })).status,
    ).toBe(404);
    const missing = await api('GET', '/api/v1/workspace_initial', { token: owner.token });
    expect([missing.status, missing.body.message]).toEqual([400, 'The organization is missing (org_id header).']);
  });

  it('gives the Users page the roles each caller may grant', async () => {
    const data = (user: SignedInUser) =>
      api<CollaboratorData>('GET', `/api/v1/workspaces/${workspaceId}/collaborator_workspace_data`, {
        token: user.token,
      });
    const asOwner = (await data(owner)).body.data;
    expect(asOwner.workspace).toMatchObject({ id: workspaceId, owner_id: owner.userId });
    expect(asOwner.roles.map((r) => r.id)).toEqual([
      'team_lead',
      'coordinator',
      'production',
      'spectator',
      'approver',
      'contributor',
    ]);
    const asCoordinator = (await data(coordinator)).body.data;
    expect(asCoordinator.can_invite_collaborator).toBe(true);
    expect(asCoordinator.roles.map((r) => r.id)).toEqual([
      'coordinator',
      'production',
      'spectator',
      'approver',
      'contributor',
    ]);
    expect(asCoordinator.roles.find((r) => r.id === 'approver')).toEqual({
      id: 'approver',
      name: 'Approver',
      guest: true,
    });
    const asApprover = (await data(approver)).body.data;
    expect(asApprover).toMatchObject({ can_invite_collaborator: false, roles: [] });
    expect((await data(stranger)).status).toBe(404);
  });
});
