/**
 * Paging a stage by cursor (issue 27): `paging.next_cursor` of `GET …/stages/{sid}/list_data` (and
 * `…/sort`) reads exactly the next page, so page 20 of a 1,000-card stage costs one page of reads, not 20;
 * `page` without a cursor still works as the spec has it; a cursor that is malformed or of another stage is
 * refused with 400 'The page cursor is not valid.'.
 *
 * The 1,000 cards are one card made through the API cloned by BatchWrite (positions `P0000`…`P0999`).
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { invokeCounting } from '../support/invoke';
import { backdateMembership } from '../support/memberships';
import { api, boardFixture, signedInUser, type SignedInUser } from '../support/api';

type CardsPage = {
  items: Array<{ id: string; name: string }>;
  paging: { page: number; per_page: number; has_next_page: boolean; next_cursor: string | null };
};

const STAGE_SIZE = 1000;
const PER_PAGE = 50;

describe('stage paging by cursor (issue 27)', () => {
  let owner: SignedInUser;
  let workspaceId: string;
  let stageId: string;
  let otherStageId: string;
  /** The big stage's card ids in board order. */
  let boardOrder: string[];

  beforeAll(async () => {
    owner = await signedInUser('pager');
    const fixture = await boardFixture(owner, ['Big', 'Other'], 1);
    workspaceId = fixture.workspaceId;
    [stageId, otherStageId] = fixture.stages.map((s) => s.id);
    const { getCard } = await import('../../functions/src/data/cards');
    const { putItems } = await import('../../functions/src/data/access');
    const { Card } = await import('../../functions/src/data/entities/card');
    const template = (await getCard(workspaceId, fixture.stages[0].cardIds[0]))!;
    const { name_search: _derived, ...stored } = template as typeof template & { name_search?: string };
    const cards = Array.from({ length: STAGE_SIZE }, (_, i) => ({
      ...stored,
      card_id: i === 0 ? template.card_id : randomUUID(),
      name: `Big card ${i + 1}`,
      position: `P${String(i).padStart(4, '0')}`,
    }));
    const chunks = Array.from({ length: 8 }, (_, c) => cards.filter((_, i) => i % 8 === c));
    await Promise.all(chunks.map((chunk) => putItems(Card, chunk as never)));
    boardOrder = cards.map((c) => c.card_id);
    await backdateMembership(workspaceId, owner.userId);
  }, 60_000);

  const list = (query: string, stage = stageId) =>
    api<CardsPage>('GET', `/api/v1/workspaces/${workspaceId}/stages/${stage}/list_data?${query}`, {
      token: owner.token,
    });

  /** Every page from the first, following `next_cursor`. */
  async function walk(path: (cursor: string | null) => string): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { data: CardsPage } } = await api<CardsPage>('GET', path(cursor), {
        token: owner.token,
      });
      expect(res.status).toBe(200);
      ids.push(...res.body.data.items.map((c) => c.id));
      expect(res.body.data.paging.has_next_page).toBe(res.body.data.paging.next_cursor !== null);
      cursor = res.body.data.paging.next_cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { ids, pages };
  }

  it('walks a 1,000-card stage by cursor: every card once, in board order', async () => {
    const { ids, pages } = await walk(
      (cursor) =>
        `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data?per_page=${PER_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(pages).toBe(STAGE_SIZE / PER_PAGE);
    expect(ids).toEqual(boardOrder);
    // `page` without a cursor is the spec's paging, unchanged.
    const page3 = await list(`page=3&per_page=${PER_PAGE}`);
    expect(page3.body.data.items.map((c) => c.id)).toEqual(boardOrder.slice(100, 150));
    expect(page3.body.data.paging).toMatchObject({ page: 3, per_page: PER_PAGE, has_next_page: true });
    // Its cursor reads on from its last card.
    const page4 = await list(`per_page=${PER_PAGE}&cursor=${page3.body.data.paging.next_cursor}`);
    expect(page4.body.data.items.map((c) => c.id)).toEqual(boardOrder.slice(150, 200));
  });

  it('reads one page for page 20 by cursor, where page=20 reads all 20', async () => {
    const { onDynamoResult } = await import('../../functions/src/lib/aws/dynamodb');
    const { handler } = await import('../../functions/src/handlers/http/stages');
    const page19 = await list(`page=19&per_page=${PER_PAGE}`);
    const cursor = page19.body.data.paging.next_cursor!;
    const measure = async (query: Record<string, string>) => {
      const queries: Array<{ limit: number; read: number; index: unknown }> = [];
      const stop = onDynamoResult((name, input, output) => {
        if (name === 'QueryCommand' && input.IndexName === 'gsi1')
          queries.push({ limit: input.Limit as number, read: output.ScannedCount as number, index: input.IndexName });
      });
      try {
        const call = await invokeCounting(handler, {
          routeKey: 'GET /api/v1/workspaces/{id}/stages/{sid}/list_data',
          path: `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data`,
          pathParameters: { id: workspaceId, sid: stageId },
          query: { per_page: String(PER_PAGE), ...query },
          userId: owner.userId,
        });
        expect(call.statusCode).toBe(200);
        return { call, queries, read: queries.reduce((sum, q) => sum + q.read, 0) };
      } finally {
        stop();
      }
    };
    const byPage = await measure({ page: '20' });
    const byCursor = await measure({ cursor });
    const ids = (call: typeof byPage.call) => (call.body.data as CardsPage).items.map((c) => c.id);
    expect(ids(byCursor.call)).toEqual(boardOrder.slice(950));
    expect(ids(byPage.call)).toEqual(boardOrder.slice(950));
    expect((byCursor.call.body.data as CardsPage).paging).toMatchObject({ has_next_page: false, next_cursor: null });
    // Page-based: the 950 cards before the page are read too.
    expect(byPage.read).toBe(STAGE_SIZE);
    // By cursor: one Query of at most per_page + 1 items, whatever the page; the workspace partition besides.
    expect(byCursor.queries).toHaveLength(1);
    expect(byCursor.queries[0].limit).toBeLessThanOrEqual(PER_PAGE + 1);
    expect(byCursor.read).toBe(PER_PAGE);
    expect(byCursor.call.requests).toEqual(['QueryCommand', 'QueryCommand']);
    console.info(
      `[issue 27] page 20 of ${STAGE_SIZE} cards by ${PER_PAGE}: ${byPage.read} items read by page, ${byCursor.read} by cursor`,
    );
  });

  it('reads on past cards a title search drops, still every match once', async () => {
    // "card 1" matches Big card 1, 10–19, 100–199 and 1000: 112 cards.
    const expected = boardOrder.filter((_, i) => `big card ${i + 1}`.includes('card 1'));
    expect(expected).toHaveLength(112);
    const { ids } = await walk(
      (cursor) =>
        `/api/v1/workspaces/${workspaceId}/stages/${stageId}/list_data?per_page=${PER_PAGE}&search=card%201${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(ids).toEqual(expected);
  });

  it('pages the due-date sort by cursor too', async () => {
    // Every card is undated: by id.
    const { ids, pages } = await walk(
      (cursor) =>
        `/api/v1/workspaces/${workspaceId}/stages/${stageId}/sort?sort_type=ascending&per_page=${PER_PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(pages).toBe(STAGE_SIZE / PER_PAGE);
    expect(ids).toEqual([...boardOrder].sort());
  });

  it('pages dated cards by due date by cursor, both orders, undated last when ascending', async () => {
    const fixture = await boardFixture(owner, ['Dated'], 5);
    const [stage] = fixture.stages;
    const dates = [
      '2026-12-20T10:00:00.000Z',
      '2026-12-01T10:00:00.000Z',
      '2026-12-10T10:00:00.000Z',
      '2026-12-05T10:00:00.000Z',
    ];
    for (const [i, date] of dates.entries()) {
      const res = await api('PUT', `/api/v1/workspaces/${fixture.workspaceId}/content_groups/${stage.cardIds[i]}`, {
        token: owner.token,
        body: { due_date: date },
      });
      expect(res.status).toBe(200);
    }
    const byDate = [1, 3, 2, 0].map((i) => stage.cardIds[i]);
    const sorted = (order: string) =>
      walk(
        (cursor) =>
          `/api/v1/workspaces/${fixture.workspaceId}/stages/${stage.id}/sort?sort_type=${order}&per_page=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
    expect((await sorted('ascending')).ids).toEqual([...byDate, stage.cardIds[4]]);
    expect((await sorted('descending')).ids).toEqual([stage.cardIds[4], ...byDate.reverse()]);
  });

  it("refuses a malformed cursor, or one of another stage or list, with 400 and never another stage's cards", async () => {
    const other = await list('per_page=1', otherStageId);
    expect(other.body.data.paging.next_cursor).toBeNull();
    const { partitionKey } = await import('../../functions/src/data/keys');
    const { CARD_BY_STAGE, CARD_MODEL } = await import('../../functions/src/data/entities/card');
    const first = (await list('per_page=1')).body.data.paging.next_cursor!;
    const key = JSON.parse(Buffer.from(first, 'base64url').toString('utf8')) as Record<string, string>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const otherStagesKey = { ...key, gsi1pk: partitionKey(CARD_MODEL, CARD_BY_STAGE, { stage_id: otherStageId }) };
    const bad = [
      '',
      'not a cursor!',
      Buffer.from('nope').toString('base64url'),
      encode([key]),
      encode({ ...key, extra: 'x' }),
      encode({ ...key, sk: 7 }),
      encode({ ...key, gsi1sk: '' }),
      encode(otherStagesKey),
      'x'.repeat(5000),
    ];
    for (const cursor of bad) {
      const res = await list(`per_page=10&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor.slice(0, 40)).toBe(400);
      expect(res.body.message).toBe('The page cursor is not valid.');
    }
    // A big stage's cursor on the other stage: refused, not the big stage's cards.
    const crossed = await list(`per_page=10&cursor=${first}`, otherStageId);
    expect(crossed.status).toBe(400);
    // A board-order cursor on the due-date sort (another index): refused.
    const sorted = await api(
      'GET',
      `/api/v1/workspaces/${workspaceId}/stages/${stageId}/sort?sort_type=ascending&cursor=${first}`,
      { token: owner.token },
    );
    expect(sorted.status).toBe(400);
    expect((sorted.body as { message: string }).message).toBe('The page cursor is not valid.');
  });
});
