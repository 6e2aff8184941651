/**
 * A whole board in one round trip per stage (issue 27; beyond the spec; decisions D30):
 * `GET /api/v1/workspaces/{id}/cards[?stage_id][&search]` answers every card of the stages the caller may
 * see, in board order, as the stage pages give them, reading each stage with one Query chain of
 * DynamoDB's own pages (no card read twice), the stages in parallel; a stage read before in the same
 * container in the sort-key ranges its last read cut it into, side by side (issue 39; decisions WB1).
 *
 * The 1,000 cards are one card made through the API cloned by BatchWrite (positions `P0000`…`P0999`).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { invokeCounting } from '../support/invoke';
import { backdateMembership } from '../support/memberships';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';
import { addWorkspaceMember, getWorkspaceWithMember } from '../../functions/src/data/workspaces';
import type { WholeBoard } from '../../shared/schemas/whole-board';

const BIG = 1000;

describe('whole board in one round trip per stage (issue 27)', () => {
  let owner: SignedInUser;
  let approver: SignedInUser;
  let stranger: SignedInUser;
  let workspaceId: string;
  let stageIds: string[];
  /** Each stage's card ids in board order. */
  let order: string[][];

  const whole = (user: SignedInUser, query = '', ws = workspaceId) =>
    api<WholeBoard>('GET', `/api/v1/workspaces/${ws}/cards${query}`, { token: user.token });

  beforeAll(async () => {
    [owner, approver, stranger] = await Promise.all(
      ['wb-owner', 'wb-approver', 'wb-stranger'].map((p) => signedInUser(p)),
    );
    const fixture = await boardFixture(owner, ['Big', 'Small', 'Internal'], 3);
    workspaceId = fixture.workspaceId;
    stageIds = fixture.stages.map((s) => s.id);
    for (const id of stageIds.slice(0, 2))
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${id}`, {
        token: owner.token,
        body: { visible_to_client: true },
      });
    const { getCard } = await import('../../functions/src/data/cards');
    const { putItems } = await import('../../functions/src/data/access');
    const { Card } = await import('../../functions/src/data/entities/card');
    const template = (await getCard(workspaceId, fixture.stages[0].cardIds[0]))!;
    const { name_search: _derived, ...stored } = template as typeof template & { name_search?: string };
    // The Big stage: its 3 cards become 1,000 (the first keeps its id; the other two leave the board).
    const cards = Array.from({ length: BIG }, (_, i) => ({
      ...stored,
      card_id: i === 0 ? template.card_id : randomUUID(),
      name: `Big card ${i + 1}${i % 100 === 7 ? ' needle' : ''}`,
      position: `P${String(i).padStart(4, '0')}`,
    }));
    const chunks = Array.from({ length: 8 }, (_, c) => cards.filter((_, i) => i % 8 === c));
    await Promise.all(chunks.map((chunk) => putItems(Card, chunk as never)));
    for (const id of fixture.stages[0].cardIds.slice(1))
      await api('DELETE', `/api/v1/workspaces/${workspaceId}/content_groups/${id}/archive`, { token: owner.token });
    // The Small stage's first card dressed in every field the board's card shows (decisions PK4: the
    // whole-board read asks for those attributes only, and must present the card as the full read does).
    const dressedId = fixture.stages[1].cardIds[0];
    const dressed = (await getCard(workspaceId, dressedId))!;
    const { name_search: _name, ...dressedStored } = dressed as typeof dressed & { name_search?: string };
    await putItems(Card, [
      {
        ...dressedStored,
        description: '<p>Every field</p>',
        start_date: '2026-12-01T09:00:00.000Z',
        due_date: '2026-12-24T17:00:00.000Z',
        completed: true,
        revision_count: 2,
        total_subtasks: 5,
        completed_subtasks: 3,
        hidden_subtasks: 1,
        hidden_completed_subtasks: 1,
        comment_count_team: 4,
        comment_count_guest: 2,
        open_annotations_team: 3,
        open_annotations_guest: 2,
        hidden_open_annotations_guest: 1,
        approval_stage_id: dressed.stage_id,
        approval_status: 'pending',
        approval_revisions: 1,
        approval_submitted_by: owner.userId,
        total_seconds: 5400,
        assigned_user_ids: [owner.userId],
        preview_folder: `workspaces/${workspaceId}/cards/${dressedId}/preview`,
        preview_type: 'image/png',
        recurring_template_id: randomUUID(),
      },
    ] as never);
    order = [cards.map((c) => c.card_id), fixture.stages[1].cardIds, fixture.stages[2].cardIds];
    const { workspace } = await getWorkspaceWithMember(workspaceId, owner.userId);
    await addWorkspaceMember(workspace!, approver.userId, 'approver');
    await backdateMembership(workspaceId, owner.userId);
  }, 90_000);

  it('answers every card of every stage in board order, as the stage pages give them', async () => {
    const res = await whole(owner);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    const board = res.body.data;
    expect(board.stages.map((s) => s.id)).toEqual(stageIds);
    expect(board.stages.map((s) => s.cards.map((c) => c.id))).toEqual(order);
    expect(board.total).toBe(BIG + 3 + 3);
    expect(board.truncated).toBe(false);
    // The same cards as the stage's own pages.
    const page = await api<{ items: unknown[] }>(
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${stageIds[1]}/list_data?per_page=50`,
      { token: owner.token },
    );
    // A preview's signed URL is made per answer (its expiry counts down): compared without its signature.
    const unsigned = (cards: unknown[]) =>
      (cards as Array<{ preview?: { content_attachment: string } | null }>).map((card) =>
        card.preview
          ? { ...card, preview: { ...card.preview, content_attachment: card.preview.content_attachment.split('?')[0] } }
          : card,
      );
    expect(unsigned(board.stages[1].cards)).toEqual(unsigned(page.body.data.items));
    // The dressed card shows every field as the full read presents it.
    const dressed = board.stages[1].cards[0];
    expect(dressed).toMatchObject({
      description: '<p>Every field</p>',
      completed: true,
      total_subtasks: 5,
      unread_comments: { team: 4, guest: 2 },
      open_annotations: { team: 3, guest: 2 },
      approval: { status: 'pending', revisions: 1 },
      total_timestamp_info: { total_seconds: 5400 },
    });
    expect(dressed.assigned_users.map((u) => u.user_id)).toEqual([owner.userId]);
    expect(dressed.preview?.content_attachment_type).toBe('image/png');
    expect(dressed.recurring_template_id).toEqual(expect.any(String));
  });

  it('reads each stage with one Query chain of DynamoDB pages, in parallel, then in ranges, reading no card twice', async () => {
    const { onDynamoResult } = await import('../../functions/src/lib/aws/dynamodb');
    const { handler } = await import('../../functions/src/handlers/http/stages');
    const queries: Array<{ partition: string; start: boolean; read: number }> = [];
    const stop = onDynamoResult((name, input, output) => {
      if (name !== 'QueryCommand' || input.IndexName !== 'gsi1') return;
      const values = input.ExpressionAttributeValues as Record<string, unknown>;
      const partition = Object.values(values).find((v) => typeof v === 'string' && v.includes('stage_id_')) as string;
      queries.push({ partition, start: input.ExclusiveStartKey === undefined, read: output.ScannedCount as number });
    });
    try {
      const call = await invokeCounting(handler, {
        routeKey: 'GET /api/v1/workspaces/{id}/cards',
        path: `/api/v1/workspaces/${workspaceId}/cards`,
        pathParameters: { id: workspaceId },
        userId: owner.userId,
      });
      expect(call.statusCode).toBe(200);
      const byStage = new Map<string, typeof queries>();
      for (const q of queries) byStage.set(q.partition, [...(byStage.get(q.partition) ?? []), q]);
      // One chain per stage: it starts once, every further request reads on from the previous page.
      expect(byStage.size).toBe(3);
      for (const chain of byStage.values()) expect(chain.filter((q) => q.start)).toHaveLength(1);
      // Every stored card of a stage read once (the Big stage's 2 archived cards included): no re-reads.
      expect(queries.reduce((sum, q) => sum + q.read, 0)).toBe(BIG + 2 + 3 + 3);
      // The workspace partition authorizes (one Query); no Scan; no page of 50 read again.
      expect(call.requests[0]).toBe('QueryCommand');
      expect(call.requests).not.toContain('ScanCommand');
      // The Big stage alone, read again in this container: in 4 sort-key ranges side by side (decisions WB1),
      // the same cards in the same order, still no stored card read twice. (Three stages: one chain each.)
      queries.length = 0;
      const again = await invokeCounting(handler, {
        routeKey: 'GET /api/v1/workspaces/{id}/cards',
        path: `/api/v1/workspaces/${workspaceId}/cards`,
        pathParameters: { id: workspaceId },
        query: { stage_id: stageIds[0] },
        userId: owner.userId,
      });
      expect(again.statusCode).toBe(200);
      expect((again.body.data as WholeBoard).stages[0].cards.map((c) => c.id)).toEqual(order[0]);
      expect(new Set(queries.map((q) => q.partition)).size).toBe(1);
      expect(queries.filter((q) => q.start)).toHaveLength(4);
      expect(queries.reduce((sum, q) => sum + q.read, 0)).toBe(BIG + 2);
    } finally {
      stop();
    }
  });

  it('loads one stage with stage_id, and filters by title with search', async () => {
    const one = await whole(owner, `?stage_id=${stageIds[0]}`);
    expect(one.body.data.stages.map((s) => s.id)).toEqual([stageIds[0]]);
    expect(one.body.data.total).toBe(BIG);
    const found = await whole(owner, `?stage_id=${stageIds[0]}&search=NEEDLE`);
    expect(found.body.data.stages[0].cards.map((c) => c.name)).toEqual(
      Array.from({ length: 10 }, (_, k) => `Big card ${k * 100 + 8} needle`),
    );
    expect((await whole(owner, '?stage_id=not-an-id')).status).toBe(400);
  });

  it('keeps hidden stages from guests and the workspace from other organizations', async () => {
    const seen = await whole(approver);
    expect(seen.status).toBe(200);
    expect(seen.body.data.stages.map((s) => s.id)).toEqual(stageIds.slice(0, 2));
    expect((await whole(approver, `?stage_id=${stageIds[2]}`)).status).toBe(404);
    expect((await whole(stranger)).status).toBe(404);
    const theirs = await boardFixture(stranger, ['Theirs'], 1);
    // Our stage named under their workspace is not found.
    expect((await whole(stranger, `?stage_id=${stageIds[0]}`, theirs.workspaceId)).status).toBe(404);
  });
  it('answers a repeated read as the board now is, though its stage reads start before authorization (decisions BD4)', async () => {
    // Both have read the board before (the reads above): their stages are remembered for the next read.
    expect((await whole(owner)).status).toBe(200);
    expect((await whole(approver)).body.data.stages.map((s) => s.id)).toEqual(stageIds.slice(0, 2));
    // Since then: a stage hidden from guests, a new stage with a card, a card moved out of a stage.
    await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageIds[1]}`, {
      token: owner.token,
      body: { visible_to_client: false },
    });
    const added = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: owner.token,
      body: { name: 'Added' },
    });
    const card = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'Added card', stage_id: added.body.data.id },
    });
    try {
      const guest = await whole(approver);
      expect(guest.body.data.stages.map((s) => s.id)).toEqual([stageIds[0]]);
      expect(guest.body.data.total).toBe(BIG);
      const all = (await whole(owner)).body.data;
      expect(all.stages.map((s) => s.id)).toEqual([...stageIds, added.body.data.id]);
      expect(all.stages[3].cards.map((c) => c.id)).toEqual([card.body.data.id]);
      // A stage asked by id that was hidden since is not found, though it was read before.
      expect((await whole(approver, `?stage_id=${stageIds[1]}`)).status).toBe(404);
    } finally {
      await api('DELETE', `/api/v1/workspaces/${workspaceId}/stages/${added.body.data.id}`, { token: owner.token });
      await api('PUT', `/api/v1/workspaces/${workspaceId}/stages/${stageIds[1]}`, {
        token: owner.token,
        body: { visible_to_client: true },
      });
    }
  });
});
