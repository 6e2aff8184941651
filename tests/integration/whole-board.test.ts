/**
 * A whole board in one round trip per stage (issue 27; beyond the spec; decisions D30):
 * `GET /api/v1/workspaces/{id}/cards[?stage_id][&search]` answers every card of the stages the caller may
 * see, in board order, as the stage pages give them, reading each stage with one Query chain of
 * DynamoDB's own pages (no card read twice), the stages in parallel.
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
    expect(board.stages[1].cards).toEqual(page.body.data.items);
  });

  it('reads each stage with one Query chain of DynamoDB pages, in parallel, reading no card twice', async () => {
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
});
