/**
 * Status notices (issue 15 "every type the spec names (…, status changes and approvals, …)"; decisions
 * N18): moving a card to another stage tells its other participants, in the move's transaction, under the
 * Status chip; a guest participant only when the destination is visible to the client; a reorder within
 * the stage tells nobody.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

type Notice = { summary: string; resource_id: string; notification_type: string };

describe('status notices on moves', () => {
  let owner: SignedInUser;
  let teamMate: SignedInUser;
  let guest: SignedInUser;
  let workspaceId: string;
  let stages: Array<{ id: string; cardIds: string[] }>;
  const statusNotices = async (user: SignedInUser) =>
    (await api<{ notifications: Notice[] }>('GET', '/api/v1/notifications?filter=status', { token: user.token })).body
      .data.notifications;

  beforeAll(async () => {
    [owner, teamMate, guest] = await Promise.all(['mv-owner', 'mv-team', 'mv-guest'].map((p) => signedInUser(p)));
    const fixture = await boardFixture(owner, ['Internal', 'Production', 'Client Review'], 2);
    workspaceId = fixture.workspaceId;
    stages = fixture.stages;
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stages[2]!.id}`, {
      token: owner.token,
      body: { visible_to_client: true },
    });
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, teamMate.userId, 'production');
    await addWorkspaceMember(workspace!, guest.userId, 'approver');
    const card = stages[0]!.cardIds[0]!;
    await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups/${card}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: owner.userId }, { user_id: teamMate.userId }, { user_id: guest.userId }] },
    });
  });

  it('tells the other participants who see the destination, never the mover', async () => {
    const card = stages[0]!.cardIds[0]!;
    const moveTo = (stageId: string) =>
      api('PUT', `/api/v1/workspaces/${workspaceId}/content_groups/${card}/update_stage?stage_id=${stageId}`, {
        token: owner.token,
      });
    expect((await moveTo(stages[1]!.id)).status).toBe(200);
    expect((await statusNotices(teamMate)).map((n) => n.summary)).toEqual([
      'Test mv-owner moved "Internal card 1" to Production',
    ]);
    // Production is hidden from the client: the guest hears nothing of it.
    expect(await statusNotices(guest)).toEqual([]);
    expect(await statusNotices(owner)).toEqual([]);

    expect((await moveTo(stages[2]!.id)).status).toBe(200);
    const [toGuest] = await statusNotices(guest);
    expect(toGuest).toMatchObject({
      summary: 'Test mv-owner moved "Internal card 1" to Client Review',
      resource_id: card,
      notification_type: 'others',
    });
    expect((await statusNotices(teamMate)).length).toBe(2);
  });

  it('tells nobody of a reorder within the stage, or of a card without other participants', async () => {
    const before = (await statusNotices(teamMate)).length;
    const [first, second] = stages[1]!.cardIds;
    const body = { stages: [{ id: stages[1]!.id, content_group_ids: [second, first] }] };
    const query = `type=content_group&content_drag_id=${first}&source_stage_id=${stages[1]!.id}&destination_stage_id=${stages[1]!.id}`;
    expect(
      (await api('PUT', `/api/v1/workspaces/${workspaceId}/sort?${query}`, { token: owner.token, body })).status,
    ).toBe(200);
    // A card with no participants moves across stages without notices.
    const move = `type=content_group&content_drag_id=${first}&source_stage_id=${stages[1]!.id}&destination_stage_id=${stages[2]!.id}`;
    expect(
      (
        await api('PUT', `/api/v1/workspaces/${workspaceId}/sort?${move}`, {
          token: owner.token,
          body: { stages: [{ id: stages[2]!.id, content_group_ids: [first] }] },
        })
      ).status,
    ).toBe(200);
    expect((await statusNotices(teamMate)).length).toBe(before);
  });
});
