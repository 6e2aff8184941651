/**
 * Concurrent card moves through the gateway, as many people dragging on one board at once (BRIEF §3
 * "Concurrent moves must never lose or duplicate a card"; issue 25 "Positions stay unique"), and the check
 * of what they leave. The integration test runs a few clients for a few seconds; the benchmark
 * (tests/bench/concurrent-moves.ts) 50 clients for 60 s.
 *
 * Each client keeps its own, often stale, view of the board (as a browser does between refreshes), moves a
 * random card to another stage (or within its own), mostly into the top gaps so that moves into the same
 * gap meet, and re-reads the board every few moves and after a refusal (409).
 */
import { getItem, keyQuery, queryAll } from '../../functions/src/data/access';
import { Card, CARD_BY_ID, CARD_BY_STAGE, CARD_MODEL } from '../../functions/src/data/entities/card';
import { Stage } from '../../functions/src/data/entities/stage';

export interface MoveRunOptions {
  baseUrl: string;
  token: string;
  workspaceId: string;
  stageIds: string[];
  clients: number;
  durationMs: number;
  /** Moves land in the first `hotSlots` gaps of a stage 80 % of the time (default 3). */
  hotSlots?: number;
  /** A client re-reads the board after this many moves (default 5). */
  refreshEvery?: number;
  /** Go on past `durationMs` until this many moves were accepted, for at most 5 × `durationMs` (default 0). */
  minMoves?: number;
}

export interface MoveRunResult {
  moves: number;
  /** 409: the card moved meanwhile (the client re-reads and goes on). */
  conflicts: number;
  /** Any other answer: a failure of the run. */
  failures: Array<{ status: number; body: string }>;
  /** Milliseconds per accepted move. */
  latencies: number[];
}

type View = Map<string, string[]>;

/** The board's card order per stage, as a client reads it (one list_data page per stage). */
async function readView(options: MoveRunOptions): Promise<View> {
  const view: View = new Map();
  await Promise.all(
    options.stageIds.map(async (stageId) => {
      const res = await fetch(
        `${options.baseUrl}/api/v1/workspaces/${options.workspaceId}/stages/${stageId}/list_data?page=1&per_page=50`,
        {
          headers: { authorization: `Bearer ${options.token}` },
        },
      );
      const body = (await res.json()) as { data: { items: Array<{ id: string }> } };
      view.set(
        stageId,
        body.data.items.map((c) => c.id),
      );
    }),
  );
  return view;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/** One client's loop until `running()` says stop. */
async function client(options: MoveRunOptions, running: () => boolean, result: MoveRunResult): Promise<void> {
  const hotSlots = options.hotSlots ?? 3;
  const refreshEvery = options.refreshEvery ?? 5;
  let view = await readView(options);
  let sinceRefresh = 0;
  while (running()) {
    const from = pick([...view.keys()].filter((id) => (view.get(id) ?? []).length > 0));
    if (!from) break;
    const cardId = pick(view.get(from)!);
    const to = pick(options.stageIds);
    const target = (view.get(to) ?? []).filter((id) => id !== cardId);
    const slot =
      Math.random() < 0.8
        ? Math.floor(Math.random() * Math.min(hotSlots, target.length + 1))
        : Math.floor(Math.random() * (target.length + 1));
    const order = [...target.slice(0, slot), cardId, ...target.slice(slot)];
    const started = performance.now();
    const res = await fetch(
      `${options.baseUrl}/api/v1/workspaces/${options.workspaceId}/sort?type=content_group&content_drag_id=${cardId}&source_stage_id=${from}&destination_stage_id=${to}`,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ stages: [{ id: to, content_group_ids: order }] }),
      },
    );
    const body = await res.text();
    if (res.status === 200) {
      result.moves += 1;
      result.latencies.push(performance.now() - started);
      view.set(
        from,
        (view.get(from) ?? []).filter((id) => id !== cardId),
      );
      view.set(to, order);
    } else if (res.status === 409) {
      result.conflicts += 1;
      sinceRefresh = refreshEvery;
    } else {
      result.failures.push({ status: res.status, body: body.slice(0, 300) });
    }
    sinceRefresh += 1;
    if (sinceRefresh >= refreshEvery) {
      view = await readView(options);
      sinceRefresh = 0;
    }
  }
}

/**
 * Run `clients` move loops side by side for `durationMs` (and on until `minMoves`, within 5 × the
 * duration), after one read of the board that loads the handlers, so the timed window holds moves, not
 * cold starts.
 */
export async function runConcurrentMoves(options: MoveRunOptions): Promise<MoveRunResult> {
  const result: MoveRunResult = { moves: 0, conflicts: 0, failures: [], latencies: [] };
  await readView(options);
  const started = Date.now();
  const running = () => {
    const elapsed = Date.now() - started;
    return elapsed < options.durationMs || (result.moves < (options.minMoves ?? 0) && elapsed < 5 * options.durationMs);
  };
  await Promise.all(Array.from({ length: options.clients }, () => client(options, running, result)));
  return result;
}

export interface BoardCheck {
  /** Cards missing from every stage's index (or without their item), and cards listed more than once. */
  missing: string[];
  duplicated: string[];
  /** Positions held by more than one card of a stage. */
  duplicatePositions: Array<{ stageId: string; position: string; cardIds: string[] }>;
  /** Stages whose `content_groups_count` differs from the cards they hold. */
  countMismatches: Array<{ stageId: string; counted: number; held: number }>;
}

/**
 * What the moves left, read from the table (not through the API): every card of `cardIds` is in exactly one
 * stage's index (gsi1) and has its item; positions are unique within each stage; stage counts match.
 */
export async function checkBoard(workspaceId: string, stageIds: string[], cardIds: string[]): Promise<BoardCheck> {
  const seen = new Map<string, number>();
  const duplicatePositions: BoardCheck['duplicatePositions'] = [];
  const countMismatches: BoardCheck['countMismatches'] = [];
  const items = await queryAll(Card, keyQuery(CARD_MODEL, CARD_BY_ID, { workspace_id: workspaceId }));
  const stageOf = new Map(items.map((c) => [c.card_id, c.stage_id]));
  for (const stageId of stageIds) {
    const cards = await queryAll(Card, keyQuery(CARD_MODEL, CARD_BY_STAGE, { stage_id: stageId }));
    const byPosition = new Map<string, string[]>();
    for (const card of cards) {
      seen.set(card.card_id, (seen.get(card.card_id) ?? 0) + 1);
      byPosition.set(card.position, [...(byPosition.get(card.position) ?? []), card.card_id]);
    }
    for (const [position, ids] of byPosition)
      if (ids.length > 1) duplicatePositions.push({ stageId, position, cardIds: ids });
    const stage = await getItem(Stage, { workspace_id: workspaceId, stage_id: stageId });
    const counted = stage?.content_groups_count ?? 0;
    if (counted !== cards.length) countMismatches.push({ stageId, counted, held: cards.length });
  }
  return {
    missing: cardIds.filter((id) => !seen.has(id) || !stageOf.has(id)),
    duplicated: [...seen].filter(([, n]) => n > 1).map(([id]) => id),
    duplicatePositions,
    countMismatches,
  };
}
