/**
 * Card participants through the API (cards spec §3 Assigned user, §7 Participants; docs/data-model.md
 * pattern 78): add, list, remove and update, only workspace members, the card create extension, the
 * board's request budget, permissions and another organization's ids.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { invokeCounting } from '../support/invoke';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';

type Person = {
  user_id: string;
  user_full_name: string;
  user_name_initials: string;
  user_logo: { original_url: string } | null;
  role_name: string;
};
type Card = { id: string; assigned_users: Person[]; labels: unknown[] };
type Board = { stages: Array<{ id: string; content_groups: Card[] }> };

describe('participants', () => {
  let owner: SignedInUser;
  let producer: SignedInUser;
  let approver: SignedInUser;
  let outsider: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let cardIds: string[];

  const base = (cardId: string, ws = workspaceId) => `/api/v1/workspaces/${ws}/content_groups/${cardId}`;
  const add = (cardId: string, userIds: string[], user = owner) =>
    api<Card>('POST', `${base(cardId)}/assigned_users`, {
      token: user.token,
      body: { assigned_users: userIds.map((user_id) => ({ user_id })) },
    });
  const boardCard = async (cardId: string) => {
    const board = (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data;
    return board.stages.flatMap((s) => s.content_groups).find((c) => c.id === cardId)!;
  };

  beforeAll(async () => {
    owner = await signedInUser('parts-owner');
    producer = await signedInUser('parts-producer');
    approver = await signedInUser('parts-approver');
    outsider = await signedInUser('parts-outsider');
    const fixture = await boardFixture(owner, ['Doing'], 3);
    workspaceId = fixture.workspaceId;
    stageId = fixture.stages[0].id;
    cardIds = fixture.stages[0].cardIds;
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, producer.userId, 'production');
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
  });

  it('adds members as participants, with name and initials, and lists them', async () => {
    const res = await add(cardIds[0], [owner.userId, producer.userId]);
    expect(res.status).toBe(200);
    expect(res.body.data.assigned_users.map((p) => p.user_id).sort()).toEqual([owner.userId, producer.userId].sort());
    const producerRow = res.body.data.assigned_users.find((p) => p.user_id === producer.userId)!;
    expect(producerRow.role_name).toBe('Production');
    const person = res.body.data.assigned_users[0];
    expect(person.user_full_name).toMatch(/\S/);
    expect(person.user_name_initials).toMatch(/^[A-Z]{1,2}$/);
    expect(person.user_logo).toBeNull();
    const listed = await api<Person[]>('GET', `${base(cardIds[0])}/assigned_users`, { token: producer.token });
    expect(listed.body.data).toEqual(res.body.data.assigned_users);
    expect((await boardCard(cardIds[0])).assigned_users).toEqual(res.body.data.assigned_users);
    // The candidates are the members not yet on the card.
    const candidates = await api<Person[]>('GET', `${base(cardIds[0])}/assigned_users/new`, { token: owner.token });
    expect(candidates.body.data.map((p) => p.user_id)).toEqual([approver.userId]);
  });

  it('removes participants by DELETE and by _destroy; update_assigned_user adds and removes at once', async () => {
    await add(cardIds[1], [owner.userId, producer.userId]);
    const removed = await api<Card>('DELETE', `${base(cardIds[1])}/assigned_users/${producer.userId}`, {
      token: owner.token,
    });
    expect(removed.body.data.assigned_users.map((p) => p.user_id)).toEqual([owner.userId]);
    const swapped = await api<Card>('POST', `${base(cardIds[1])}/update_assigned_user`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: owner.userId, _destroy: true }, { user_id: approver.userId }] },
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.assigned_users.map((p) => p.user_id)).toEqual([approver.userId]);
    const destroyed = await api<Card>('POST', `${base(cardIds[1])}/assigned_users`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: approver.userId, _destroy: true }] },
    });
    expect(destroyed.body.data.assigned_users).toEqual([]);
  });

  it('refuses a non-member with a clear message and writes nothing', async () => {
    await add(cardIds[2], [producer.userId]);
    const refused = await add(cardIds[2], [owner.userId, outsider.userId]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('is not a member of this workspace');
    expect(refused.body.message).toContain(outsider.userId);
    expect((await boardCard(cardIds[2])).assigned_users.map((p) => p.user_id)).toEqual([producer.userId]);
    const mixed = await api('POST', `${base(cardIds[2])}/update_assigned_user`, {
      token: owner.token,
      body: { assigned_users: [{ user_id: producer.userId, _destroy: true }, { user_id: outsider.userId }] },
    });
    expect(mixed.status).toBe(400);
    expect((await boardCard(cardIds[2])).assigned_users.map((p) => p.user_id)).toEqual([producer.userId]);
  });

  it('refuses bad input', async () => {
    for (const body of [
      {},
      { assigned_users: [] },
      { assigned_users: [{ user_id: 'x' }] },
      { assigned_users: 'all' },
    ]) {
      const res = await api('POST', `${base(cardIds[0])}/assigned_users`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('creates a card with participants in one write, and refuses the whole card for a non-member', async () => {
    const created = await api<Card>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'Team card', stage_id: stageId, assigned_user_ids: [producer.userId] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.assigned_users.map((p) => p.user_id)).toEqual([producer.userId]);
    const count = async () =>
      (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}`, { token: owner.token })).body.data.stages[0]
        .content_groups.length;
    const before = await count();
    const refused = await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'Outsider card', stage_id: stageId, assigned_user_ids: [producer.userId, outsider.userId] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.assigned_users?.[0]).toContain('is not a member of this workspace');
    expect(await count()).toBe(before);
  });

  it('offers the members and labels on the new-card form', async () => {
    const form = await api<{ labels: unknown[]; workspace_users: Person[]; stages: unknown[] }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/content_groups/new`,
      { token: owner.token },
    );
    expect(form.status).toBe(200);
    expect(form.body.data.workspace_users.map((p) => p.user_id).sort()).toEqual(
      [owner.userId, producer.userId, approver.userId].sort(),
    );
    expect(form.body.data.stages).toHaveLength(1);
  });

  it('drops participants who leave the workspace', async () => {
    const leaver = await signedInUser('parts-leaver');
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, leaver.userId, 'production');
    await add(cardIds[0], [leaver.userId]);
    expect((await boardCard(cardIds[0])).assigned_users.some((p) => p.user_id === leaver.userId)).toBe(true);
    expect((await api('DELETE', `/api/v1/workspaces/${workspaceId}/leave`, { token: leaver.token })).status).toBe(200);
    expect((await boardCard(cardIds[0])).assigned_users.some((p) => p.user_id === leaver.userId)).toBe(false);
  });

  it('lets a guest read participants but not change them (can_assign_user)', async () => {
    expect((await add(cardIds[0], [approver.userId], approver)).status).toBe(403);
    expect(
      (await api('DELETE', `${base(cardIds[0])}/assigned_users/${owner.userId}`, { token: approver.token })).status,
    ).toBe(403);
    expect((await add(cardIds[0], [approver.userId], producer)).status).toBe(200);
  });

  it("answers 404 for another organization's workspace and card ids", async () => {
    const theirs = await boardFixture(outsider, ['Theirs'], 1);
    expect((await add(cardIds[0], [outsider.userId], outsider)).status).toBe(404);
    expect((await api('GET', `${base(cardIds[0])}/assigned_users`, { token: outsider.token })).status).toBe(404);
    // Our card id inside their workspace is not found either.
    const crossed = await api('POST', `${base(cardIds[0], theirs.workspaceId)}/assigned_users`, {
      token: outsider.token,
      body: { assigned_users: [{ user_id: outsider.userId }] },
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe('The content cannot be found.');
  });

  it('keeps the board open bounded: one BatchGet for all participants, whatever their number', async () => {
    const { handler } = await import('../../functions/src/handlers/http/workspaces');
    const { statusCode, requests } = await invokeCounting(handler, {
      routeKey: 'GET /api/v1/workspaces/{id}',
      path: `/api/v1/workspaces/${workspaceId}`,
      pathParameters: { id: workspaceId },
      userId: owner.userId,
    });
    expect(statusCode).toBe(200);
    // access check (1) + workspace partition with labels and members (1) + one stage (1) + participants' profiles (1)
    expect(requests.length).toBeLessThanOrEqual(2 + 1 + 1);
    expect(requests).not.toContain('ScanCommand');
  });
});
