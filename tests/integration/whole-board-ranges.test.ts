/**
 * A stage read in sort-key ranges side by side (issue 39; decisions WB1): `listEveryStageCard` reads a stage it
 * has read before in this process in the ranges its last read's cards cut it into, and must still answer every
 * unarchived card once, in board order, whatever changed since (bounds are a hint), with ranges that span
 * several DynamoDB pages, cards whose positions tie with or extend a bound, and archived cards left out.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardFixture, signedInUser } from '../support/api';

/** Cards written to the stage; every 9th archived. */
const CARDS = 1100;
/** A description this long puts about 200 cards in DynamoDB's 1 MB page, so each range spans pages. */
const DESCRIPTION = `<p>${'x'.repeat(5000)}</p>`;

type Stored = Record<string, unknown> & { card_id: string; position: string; archived: boolean };

/** A base-62 position after `a`, from `i` (fractional-indexing's digits, as the board's keys are). */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const positionOf = (i: number) => `b${DIGITS[Math.floor(i / 62) % 62]}${DIGITS[i % 62]}`;

describe('a stage read in sort-key ranges (decisions WB1)', () => {
  let workspaceId: string;
  let stageId: string;
  let template: Stored;
  /** Every card written to the stage, by id. */
  const stored = new Map<string, Stored>();

  const mod = () => import('../../functions/src/data/whole-board');

  /** The stage's unarchived card ids in DynamoDB's order of gsi1's sort key (`…position_{p}#card_id_{id}`). */
  const expected = () =>
    [...stored.values()]
      .filter((card) => !card.archived)
      .map((card) => ({ id: card.card_id, key: `${card.position}#card_id_${card.card_id}` }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((card) => card.id);

  const write = async (cards: Stored[]) => {
    const { putItems } = await import('../../functions/src/data/access');
    const { Card } = await import('../../functions/src/data/entities/card');
    for (const card of cards) stored.set(card.card_id, card);
    const chunks = Array.from({ length: 8 }, (_, c) => cards.filter((_, i) => i % 8 === c));
    await Promise.all(chunks.map((chunk) => putItems(Card, chunk as never)));
  };
  const card = (position: string, extra: Partial<Stored> = {}): Stored => ({
    ...template,
    card_id: randomUUID(),
    name: `Card ${position}`,
    description: DESCRIPTION,
    position,
    archived: false,
    ...extra,
  });

  /** Reads the stage, counting its Queries: ranges started, pages read on, items DynamoDB read. */
  const read = async (max = 5000, search?: string) => {
    const { onDynamoResult } = await import('../../functions/src/lib/aws/dynamodb');
    const { listEveryStageCard } = await mod();
    const queries: Array<{ start: boolean; read: number }> = [];
    const stop = onDynamoResult((name, input, output) => {
      if (name !== 'QueryCommand' || input.IndexName !== 'gsi1') return;
      queries.push({ start: input.ExclusiveStartKey === undefined, read: output.ScannedCount as number });
    });
    try {
      const answer = await listEveryStageCard(workspaceId, stageId, max, search);
      return {
        ids: answer.items.map((c) => c.card_id),
        items: answer.items,
        truncated: answer.truncated,
        ranges: queries.filter((q) => q.start).length,
        pagesOn: queries.filter((q) => !q.start).length,
        scanned: queries.reduce((sum, q) => sum + q.read, 0),
      };
    } finally {
      stop();
    }
  };

  beforeAll(async () => {
    const owner = await signedInUser('wbr-owner');
    const fixture = await boardFixture(owner, ['Ranges'], 1);
    workspaceId = fixture.workspaceId;
    stageId = fixture.stages[0].id;
    const { getCard } = await import('../../functions/src/data/cards');
    const first = (await getCard(workspaceId, fixture.stages[0].cardIds[0]))!;
    const { name_search: _derived, ...rest } = first as typeof first & { name_search?: string };
    template = rest as unknown as Stored;
    stored.set(template.card_id, template);
    await write(Array.from({ length: CARDS }, (_, i) => card(positionOf(i), { archived: i % 9 === 4 })));
  }, 120_000);

  it('cuts a stage into ranges of at least RANGE_CARDS cards, at most 8, at positions, fewer for several stages', async () => {
    const { boundsOf, RANGE_CARDS } = await mod();
    const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ position: positionOf(i) }));
    expect(boundsOf(cards(RANGE_CARDS))).toEqual([]);
    expect(boundsOf(cards(RANGE_CARDS + 1))).toEqual([`$card_1#position_${positionOf(RANGE_CARDS)}`]);
    expect(boundsOf(cards(1000))).toEqual([250, 500, 750].map((i) => `$card_1#position_${positionOf(i)}`));
    expect(boundsOf(cards(10_000))).toHaveLength(7);
    // A read of several stages uses fewer of a stage's bounds, evenly spaced (4 stages or more: none).
    const { fewerBounds, rangesPerStage } = await mod();
    expect([1, 2, 3, 4, 20].map(rangesPerStage)).toEqual([4, 2, 1, 1, 1]);
    const seven = ['b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(fewerBounds(seven, 4)).toEqual(['c', 'e', 'g']);
    expect(fewerBounds(seven, 2)).toEqual(['e']);
    expect(fewerBounds(seven, 1)).toEqual([]);
    expect(fewerBounds(['b', 'c'], 4)).toEqual(['b', 'c']);
    // Equal positions give one bound, never two equal ones.
    expect(boundsOf(Array.from({ length: 1000 }, () => ({ position: 'a0' })))).toEqual([]);
  });

  it('reads a stage read before in ranges side by side: every card once, in order, archived ones left out', async () => {
    const first = await read();
    expect(first.ids).toEqual(expected());
    expect(first.ranges).toBe(1);
    const again = await read();
    expect(again.ids).toEqual(expected());
    expect(again.ranges).toBe(4);
    // Ranges span pages, and no stored card (archived ones included) is read twice.
    expect(again.pagesOn).toBeGreaterThan(0);
    expect(again.scanned).toBe(stored.size);
    // The cards are those of the stage, presented as the single chain gave them.
    expect(again.items).toEqual(first.items);
    expect(again.items.every((c) => c.stage_id === stageId && c.workspace_id === workspaceId && !c.archived)).toBe(
      true,
    );
  });

  it('answers the board as it now is when the bounds are stale, and keeps search and truncation', async () => {
    const { boundsOf } = await mod();
    await read(); // the bounds of the stage as written
    const bounds = boundsOf((await read()).items);
    const atBound = bounds[1].slice('$card_1#position_'.length);
    // Before the first card, tied with a bound (both before and after its ids), extending it, after the last.
    await write([
      card('a0'),
      card(atBound, { card_id: `00000000-0000-7000-8000-${'0'.repeat(12)}` }),
      card(atBound, { card_id: `ffffffff-ffff-7fff-bfff-${'f'.repeat(12)}` }),
      card(`${atBound}V`),
      card(`${atBound}V`, { archived: true }),
      card('c0'),
      ...Array.from({ length: 300 }, (_, i) => card(`${positionOf(600)}${positionOf(i)}`)),
    ]);
    // Some cards archived since.
    await write([...stored.values()].slice(100, 130).map((c) => ({ ...c, archived: true })));
    const now = await read();
    expect(now.ranges).toBe(4);
    expect(now.ids).toEqual(expected());
    expect(now.scanned).toBe(stored.size);
    const truncated = await read(100);
    expect(truncated.ids).toEqual(expected().slice(0, 100));
    expect(truncated.truncated).toBe(true);
    const found = await read(5000, 'CARD B1');
    expect(found.ids).toEqual(
      expected().filter((id) => stored.get(id)!.position.startsWith('b1') && !stored.get(id)!.archived),
    );
    expect(found.ids.length).toBeGreaterThan(0);
  });
});
