/**
 * Workspaces, stages and cards through the API (accounts spec §7; issue 4 "Integration"): creation,
 * moves with `PUT /workspaces/{id}/sort`, paging, search, bad input, and another organization's ids.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { invokeCounting } from '../support/invoke';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';

type Board = { stages: Array<{ id: string; name: string; content_groups_count: number; content_groups: Array<{ id: string; name: string }>; paging: { has_next_page: boolean } }> };

const board = async (user: SignedInUser, workspaceId: string, search = '') =>
  (await api<Board>('GET', `/api/v1/workspaces/${workspaceId}${search ? `?search=${encodeURIComponent(search)}` : ''}`, { token: user.token })).body.data;

const move = (user: SignedInUser, workspaceId: string, cardId: string, from: string, to: string, stages: Array<{ id: string; content_group_ids: string[] }>) =>
  api('PUT', `/api/v1/workspaces/${workspaceId}/sort?type=content_group&content_drag_id=${cardId}&source_stage_id=${from}&destination_stage_id=${to}`, {
    token: user.token,
    body: { stages },
  });

describe('board', () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    owner = await signedInUser('owner');
    stranger = await signedInUser('stranger');
  });

  it('creates a workspace, stages (default "Untitled") and cards, in order', async () => {
    const ws = await api<{ id: string; name: string }>('POST', '/api/v1/workspaces', { token: owner.token, body: { name: 'Launch', organization_id: owner.personalOrganizationId } });
    expect(ws.status).toBe(201);
    const first = await api<{ name: string }>('POST', `/api/v1/workspaces/${ws.body.data.id}/stages`, { token: owner.token, body: {} });
    expect(first.body.data.name).toBe('Untitled');
    const { workspaceId, stages } = await boardFixture(owner, ['To do', 'Done'], 3);
    const data = await board(owner, workspaceId);
    expect(data.stages.map((s) => s.name)).toEqual(['To do', 'Done']);
    expect(data.stages[0].content_groups.map((c) => c.id)).toEqual(stages[0].cardIds);
    expect(data.stages[0].content_groups_count).toBe(3);
  });

  it('moves a card between stages and within a stage, and the order persists', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['A', 'B'], 3);
    const [a, b] = stages;
    const moved = a.cardIds[0];
    const newB = [b.cardIds[0], moved, b.cardIds[1], b.cardIds[2]];
    const res = await move(owner, workspaceId, moved, a.id, b.id, [
      { id: a.id, content_group_ids: a.cardIds.slice(1) },
      { id: b.id, content_group_ids: newB },
    ]);
    expect(res.status).toBe(200);
    let data = await board(owner, workspaceId);
    expect(data.stages[1].content_groups.map((c) => c.id)).toEqual(newB);
    expect(data.stages.map((s) => s.content_groups_count)).toEqual([2, 4]);

    // Reorder within B: the last card to the top.
    const reordered = [newB[3], ...newB.slice(0, 3)];
    expect((await move(owner, workspaceId, newB[3], b.id, b.id, [{ id: b.id, content_group_ids: reordered }])).status).toBe(200);
    data = await board(owner, workspaceId);
    expect(data.stages[1].content_groups.map((c) => c.id)).toEqual(reordered);
  });

  it('reorders stages', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['One', 'Two', 'Three'], 0);
    const order = [stages[2].id, stages[0].id, stages[1].id];
    const res = await api('PUT', `/api/v1/workspaces/${workspaceId}/sort?type=stage&content_drag_id=${stages[2].id}`, {
      token: owner.token,
      body: { stages: order.map((id) => ({ id })) },
    });
    expect(res.status).toBe(200);
    expect((await board(owner, workspaceId)).stages.map((s) => s.name)).toEqual(['Three', 'One', 'Two']);
  });

  it('pages a stage 10 cards at a time and filters by title', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Big'], 12);
    const data = await board(owner, workspaceId);
    expect(data.stages[0].content_groups).toHaveLength(10);
    expect(data.stages[0].paging.has_next_page).toBe(true);
    const page2 = await api<{ items: Array<{ id: string }>; paging: { has_next_page: boolean } }>(
      'GET', `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}/list_data?page=2&per_page=10`, { token: owner.token });
    expect(page2.body.data.items.map((c) => c.id)).toEqual(stages[0].cardIds.slice(10));
    expect(page2.body.data.paging.has_next_page).toBe(false);
    const found = await board(owner, workspaceId, 'CARD 11');
    expect(found.stages[0].content_groups.map((c) => c.name)).toEqual(['Big card 11']);
  });

  it('refuses bad input and changes nothing', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['X', 'Y'], 1);
    const noName = await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, { token: owner.token, body: { name: '  ', stage_id: stages[0].id } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: ['Required'] });
    const badMove = await move(owner, workspaceId, stages[0].cardIds[0], stages[0].id, stages[1].id, [{ id: stages[1].id, content_group_ids: [] }]);
    expect(badMove.status).toBe(400);
    const ghost = '00000000-0000-4000-8000-000000000000';
    const ghostMove = await move(owner, workspaceId, stages[0].cardIds[0], stages[0].id, ghost, [{ id: ghost, content_group_ids: [stages[0].cardIds[0]] }]);
    expect(ghostMove.status).toBe(404);
    const data = await board(owner, workspaceId);
    expect(data.stages.map((s) => s.content_groups.length)).toEqual([1, 1]);
    const noWsName = await api('POST', '/api/v1/workspaces', { token: owner.token, body: { name: '', organization_id: owner.personalOrganizationId } });
    expect(noWsName.body.errors).toEqual({ name: ['Required'] });
  });

  it("answers 404 for another organization's workspace, stages and cards, and changes nothing", async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Private'], 2);
    const asStranger = (method: string, path: string, body?: unknown) => api(method, path, { token: stranger.token, body });
    expect((await asStranger('GET', `/api/v1/workspaces/${workspaceId}`)).status).toBe(404);
    expect((await asStranger('GET', `/api/v1/workspaces/${workspaceId}/stages`)).status).toBe(404);
    expect((await asStranger('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${stages[0].cardIds[0]}`)).status).toBe(404);
    expect((await asStranger('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, { name: 'x', stage_id: stages[0].id })).status).toBe(404);
    expect((await asStranger('GET', `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`)).status).toBe(404);
    expect((await asStranger('POST', '/api/v1/workspaces', { name: 'Intruder', organization_id: owner.personalOrganizationId })).status).toBe(404);
    // The stranger's own workspace cannot take the owner's stage either.
    const theirs = await boardFixture(stranger, ['Mine'], 1);
    const res = await api('POST', `/api/v1/workspaces/${theirs.workspaceId}/content_groups`, { token: stranger.token, body: { name: 'x', stage_id: stages[0].id } });
    expect(res.status).toBe(404);
    expect((await board(owner, workspaceId)).stages[0].content_groups).toHaveLength(2);
  });

  it('20 concurrent moves in one stage lose or duplicate no card', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Busy', 'Other'], 20);
    const [busy] = stages;
    const ids = busy.cardIds;
    // Every request moves a different card to a random slot, each computed from the same stale order.
    const results = await Promise.all(
      ids.map((id, i) => {
        const without = ids.filter((x) => x !== id);
        const slot = (i * 7) % without.length;
        const order = [...without.slice(0, slot), id, ...without.slice(slot)];
        return move(owner, workspaceId, id, busy.id, busy.id, [{ id: busy.id, content_group_ids: order }]);
      }),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const all = await api<{ items: Array<{ id: string }> }>('GET', `/api/v1/workspaces/${workspaceId}/stages/${busy.id}/list_data?page=1&per_page=100`, { token: owner.token });
    const after = all.body.data.items.map((c) => c.id);
    expect(after).toHaveLength(20);
    expect(new Set(after)).toEqual(new Set(ids));
  });

  it('loads a board with one request for the skeleton and one per stage, and no Scan', async () => {
    const { workspaceId } = await boardFixture(owner, ['S1', 'S2', 'S3', 'S4'], 1);
    const { handler } = await import('../../functions/src/handlers/http/workspaces');
    const { statusCode, requests } = await invokeCounting(handler, {
      routeKey: 'GET /api/v1/workspaces/{id}', path: `/api/v1/workspaces/${workspaceId}`, pathParameters: { id: workspaceId }, userId: owner.userId,
    });
    expect(statusCode).toBe(200);
    expect(requests).not.toContain('ScanCommand');
    // access check (1) + workspace partition (1) + one page per stage (4)
    expect(requests.length).toBeLessThanOrEqual(2 + 4);
  });
});
