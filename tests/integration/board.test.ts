/**
 * Workspaces, stages and cards through the API (accounts spec §7; issue 4 "Integration"): creation,
 * moves with `PUT /workspaces/{id}/sort`, paging, search, bad input, and another organization's ids.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { invokeCounting } from '../support/invoke';
import { backdateMembership } from '../support/memberships';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';

type Board = {
  stages: Array<{
    id: string;
    name: string;
    content_groups_count: number;
    content_groups: Array<{ id: string; name: string }>;
    paging: { has_next_page: boolean };
  }>;
};

const board = async (user: SignedInUser, workspaceId: string, search = '') =>
  (
    await api<Board>(
      'GET',
      `/api/v1/workspaces/${workspaceId}${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      { token: user.token },
    )
  ).body.data;

const move = (
  user: SignedInUser,
  workspaceId: string,
  cardId: string,
  from: string,
  to: string,
  stages: Array<{ id: string; content_group_ids: string[] }>,
) =>
  api(
    'PUT',
    `/api/v1/workspaces/${workspaceId}/sort?type=content_group&content_drag_id=${cardId}&source_stage_id=${from}&destination_stage_id=${to}`,
    {
      token: user.token,
      body: { stages },
    },
  );

describe('board', () => {
  let owner: SignedInUser;
  let stranger: SignedInUser;
  beforeAll(async () => {
    owner = await signedInUser('owner');
    stranger = await signedInUser('stranger');
  });

  it('creates a workspace, stages (default "Untitled") and cards, in order', async () => {
    const ws = await api<{ id: string; name: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Launch', organization_id: owner.personalOrganizationId },
    });
    expect(ws.status).toBe(201);
    const first = await api<{ name: string }>('POST', `/api/v1/workspaces/${ws.body.data.id}/stages`, {
      token: owner.token,
      body: {},
    });
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
    expect(
      (await move(owner, workspaceId, newB[3], b.id, b.id, [{ id: b.id, content_group_ids: reordered }])).status,
    ).toBe(200);
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
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}/list_data?page=2&per_page=10`,
      { token: owner.token },
    );
    expect(page2.body.data.items.map((c) => c.id)).toEqual(stages[0].cardIds.slice(10));
    expect(page2.body.data.paging.has_next_page).toBe(false);
    const found = await board(owner, workspaceId, 'CARD 11');
    expect(found.stages[0].content_groups.map((c) => c.name)).toEqual(['Big card 11']);
  });

  it('refuses bad input and changes nothing', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['X', 'Y'], 1);
    const noName = await api('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: '  ', stage_id: stages[0].id },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: ['Required'] });
    const badMove = await move(owner, workspaceId, stages[0].cardIds[0], stages[0].id, stages[1].id, [
      { id: stages[1].id, content_group_ids: [] },
    ]);
    expect(badMove.status).toBe(400);
    const ghost = '00000000-0000-4000-8000-000000000000';
    const ghostMove = await move(owner, workspaceId, stages[0].cardIds[0], stages[0].id, ghost, [
      { id: ghost, content_group_ids: [stages[0].cardIds[0]] },
    ]);
    expect(ghostMove.status).toBe(404);
    const data = await board(owner, workspaceId);
    expect(data.stages.map((s) => s.content_groups.length)).toEqual([1, 1]);
    const noWsName = await api('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: '', organization_id: owner.personalOrganizationId },
    });
    expect(noWsName.body.errors).toEqual({ name: ['Required'] });
  });

  it("answers 404 for another organization's workspace, stages and cards, and changes nothing", async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Private'], 2);
    const asStranger = (method: string, path: string, body?: unknown) =>
      api(method, path, { token: stranger.token, body });
    expect((await asStranger('GET', `/api/v1/workspaces/${workspaceId}`)).status).toBe(404);
    expect((await asStranger('GET', `/api/v1/workspaces/${workspaceId}/stages`)).status).toBe(404);
    expect(
      (await asStranger('GET', `/api/v1/workspaces/${workspaceId}/content_groups/${stages[0].cardIds[0]}`)).status,
    ).toBe(404);
    expect(
      (
        await asStranger('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
          name: 'x',
          stage_id: stages[0].id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await asStranger('GET', `/api/v1/organizations/workspaces?organization_id=${owner.personalOrganizationId}`))
        .status,
    ).toBe(404);
    expect(
      (
        await asStranger('POST', '/api/v1/workspaces', {
          name: 'Intruder',
          organization_id: owner.personalOrganizationId,
        })
      ).status,
    ).toBe(404);
    // The stranger's own workspace cannot take the owner's stage either.
    const theirs = await boardFixture(stranger, ['Mine'], 1);
    const res = await api('POST', `/api/v1/workspaces/${theirs.workspaceId}/content_groups`, {
      token: stranger.token,
      body: { name: 'x', stage_id: stages[0].id },
    });
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
    const all = await api<{ items: Array<{ id: string }> }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${busy.id}/list_data?page=1&per_page=50`,
      { token: owner.token },
    );
    const after = all.body.data.items.map((c) => c.id);
    expect(after).toHaveLength(20);
    expect(new Set(after)).toEqual(new Set(ids));
  });

  it('puts a card moved between two cards at the same position strictly between them, in a stable order (issue 10)', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Ties'], 3);
    const [stage] = stages;
    const { getCard } = await import('../../functions/src/data/cards');
    const { patchItem } = await import('../../functions/src/data/access');
    const { Card } = await import('../../functions/src/data/entities/card');
    // Force what two concurrent moves into the same gap used to leave: two cards with one key.
    const [x, y, moved] = stage.cardIds;
    const first = (await getCard(workspaceId, x))!;
    const tied = (await getCard(workspaceId, y))!;
    await patchItem(Card, {
      workspace_id: workspaceId,
      card_id: y,
      position: first.position,
      stage_id: stage.id,
      due_sort: tied.due_sort ?? '~',
    });
    const listed = async () =>
      (
        await api<{ items: Array<{ id: string; position: string }> }>(
          'GET',
          `/api/v1/workspaces/${workspaceId}/stages/${stage.id}/list_data?page=1&per_page=50`,
          { token: owner.token },
        )
      ).body.data.items;
    // Equal keys sort by id (decisions D2), every time.
    const [low, high] = [x, y].sort();
    expect((await listed()).map((c) => c.id)).toEqual([low, high, moved]);
    expect((await listed()).map((c) => c.id)).toEqual([low, high, moved]);

    const order = [low, moved, high];
    expect(
      (await move(owner, workspaceId, moved, stage.id, stage.id, [{ id: stage.id, content_group_ids: order }])).status,
    ).toBe(200);
    const after = await listed();
    expect(after.map((c) => c.id)).toEqual(order);
    expect((await listed()).map((c) => c.id)).toEqual(order);
    const [p0, p1, p2] = after.map((c) => c.position);
    expect(p0 < p1 && p1 < p2).toBe(true);
  });

  it('loads a board with one request for the skeleton and one per stage, and no Scan', async () => {
    const { workspaceId } = await boardFixture(owner, ['S1', 'S2', 'S3', 'S4'], 1);
    const { handler } = await import('../../functions/src/handlers/http/workspaces');
    const open = () =>
      invokeCounting(handler, {
        routeKey: 'GET /api/v1/workspaces/{id}',
        path: `/api/v1/workspaces/${workspaceId}`,
        pathParameters: { id: workspaceId },
        userId: owner.userId,
      });
    // A session that began before the caller joined (here: the same minute) has its ended-session check
    // read the user item, after the partition (decisions S26).
    const joinedThisSession = await open();
    expect(joinedThisSession.statusCode).toBe(200);
    expect([...joinedThisSession.requests].sort()).toEqual(['GetItemCommand', ...Array(1 + 4).fill('QueryCommand')]);
    // The usual case, a session begun after joining: the workspace partition, which also authorizes and
    // carries the caller's ended-session cutoff on their membership (1) + one page per stage (4); issue 11.
    await backdateMembership(workspaceId, owner.userId);
    const { statusCode, requests } = await open();
    expect(statusCode).toBe(200);
    expect(requests).not.toContain('ScanCommand');
    expect(requests).toEqual(Array(1 + 4).fill('QueryCommand'));
  });

  it('loads every card of a board in 1 + stages requests, each page one Query of the stage (issue 11)', async () => {
    const stageCount = 3;
    const perStage = 50;
    const { workspaceId, stages } = await boardFixture(owner, ['E1', 'E2', 'E3'], 0);
    const { createCard } = await import('../../functions/src/data/cards');
    for (const stage of stages) {
      for (let i = 0; i < perStage; i++) {
        stage.cardIds.push(
          (await createCard(workspaceId, { name: `Every ${i + 1}`, stageId: stage.id, createdBy: owner.userId }))
            .card_id,
        );
      }
    }
    await backdateMembership(workspaceId, owner.userId);
    const { handler: workspaces } = await import('../../functions/src/handlers/http/workspaces');
    const { handler: stagesHandler } = await import('../../functions/src/handlers/http/stages');
    const calls = [];
    const opened = await invokeCounting(workspaces, {
      routeKey: 'GET /api/v1/workspaces/{id}',
      path: `/api/v1/workspaces/${workspaceId}`,
      pathParameters: { id: workspaceId },
      userId: owner.userId,
    });
    calls.push(opened);
    const detail = opened.body.data as Board;
    const loaded = new Map(detail.stages.map((s) => [s.id, s.content_groups.map((c) => c.id)]));
    // As the web client does: each column's rest in one page of 50 (web board-state.ts nextCardsPage).
    for (const stage of detail.stages.filter((s) => s.paging.has_next_page)) {
      const page = await invokeCounting(stagesHandler, {
        routeKey: 'GET /api/v1/workspaces/{id}/stages/{sid}/list_data',
        path: `/api/v1/workspaces/${workspaceId}/stages/${stage.id}/list_data`,
        pathParameters: { id: workspaceId, sid: stage.id },
        query: { page: '1', per_page: '50' },
        userId: owner.userId,
      });
      calls.push(page);
      const { items, paging } = page.body.data as { items: Array<{ id: string }>; paging: { has_next_page: boolean } };
      expect(paging.has_next_page).toBe(false);
      loaded.set(stage.id, [...new Set([...loaded.get(stage.id)!, ...items.map((c) => c.id)])]);
      // The workspace partition (which authorizes, with the caller's ended-session cutoff on their
      // membership: decisions S26) and the stage's cards: nothing per card.
      expect(page.requests).toEqual(['QueryCommand', 'QueryCommand']);
    }
    expect(calls.every((c) => c.statusCode === 200)).toBe(true);
    expect(calls).toHaveLength(1 + stageCount);
    expect(stages.map((s) => loaded.get(s.id))).toEqual(stages.map((s) => s.cardIds));
    expect(opened.requests).toHaveLength(1 + stageCount);
  });

  it('accepts pages of 1 to 50 cards, and refuses others with the field named', async () => {
    const { workspaceId, stages } = await boardFixture(owner, ['Sizes'], 2);
    const page = (perPage: string) =>
      api<{ items: unknown[] }>(
        'GET',
        `/api/v1/workspaces/${workspaceId}/stages/${stages[0].id}/list_data?page=1&per_page=${perPage}`,
        { token: owner.token },
      );
    expect((await page('1')).body.data.items).toHaveLength(1);
    expect((await page('50')).body.data.items).toHaveLength(2);
    for (const bad of ['0', '51', '100', 'ten']) {
      const res = await page(bad);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['per_page']);
    }
  });
});
