/**
 * A whole board in one answer (issue 27 "A whole board in one round trip per stage"; beyond the spec,
 * BRIEF §8; docs/decisions.md D30): `GET …/workspaces/{id}/cards[?stage_id][&search]`. After the route's
 * authorization (the workspace partition, one Query, which gives the stages, labels and members), every
 * stage the caller may see is read at once, each by one Query chain of DynamoDB's own pages; then the
 * cards are presented together as the stage pages present them (participants' profiles and the caller's
 * read markers in BatchGets, previews signed locally).
 *
 * The stage reads need not wait for the authorizing Query (decisions BD4): `prefetchWholeBoard` starts them,
 * before it, for the stages the same user last saw of the same board in this container, and `wholeBoardOf`
 * uses those of them the fresh skeleton still shows the caller, reading the others itself.
 */
import type { WholeBoard } from '../../../../shared/schemas/whole-board';
import type { Access } from '../access/authorize';
import { NotFoundError } from '../../lib/http/errors';
import { visibleStages } from '../../lib/auth/visibility';
import { listEveryStageCard, rangesPerStage, WHOLE_BOARD_MAX_CARDS } from '../../data/whole-board';
import type { CardRecord } from '../../data/cards';
import { toCardResponse } from '../../data/card-response';
import { cardContext } from './card-context';

/** One stage's read: its cards in board order and whether more were there. */
type StageRead = Promise<{ items: CardRecord[]; truncated: boolean }>;

/** Stage reads started before authorization, by stage id (`prefetchWholeBoard`). */
export type PrefetchedStages = ReadonlyMap<string, StageRead>;

/**
 * The stages each user was last shown of each board (`{workspace}#{user}` → stage ids), in this container.
 * A prefetch takes its entry out and only an authorized read puts one back, so a caller refused once (a
 * removed member) starts no more reads; at most `LAST_SHOWN_MAX` entries, the oldest dropped first.
 */
const lastShown = new Map<string, readonly string[]>();
const LAST_SHOWN_MAX = 1000;
const lastShownKey = (workspaceId: string, userId: string) => `${workspaceId}#${userId}`;

/** `search` as the stage reads take it: `*` and nothing both mean every card. */
const searchOf = (search: string | undefined) => (search === '*' ? undefined : search);

/**
 * Start, before authorization, the reads of the stages `userId` was last shown of the board (or of `stageId`
 * alone, when it was one of them), as `wholeBoardOf` would make them. Undefined when this container has not
 * answered them the board yet. A read left unused (refused caller, stage gone or hidden since) fails nothing.
 */
export function prefetchWholeBoard(
  workspaceId: string,
  userId: string,
  options: { stageId?: string; search?: string },
): PrefetchedStages | undefined {
  const key = lastShownKey(workspaceId, userId);
  const shown = lastShown.get(key);
  if (!shown) return undefined;
  lastShown.delete(key);
  const ids = options.stageId ? shown.filter((id) => id === options.stageId) : shown;
  const search = searchOf(options.search);
  const ranges = rangesPerStage(ids.length);
  const reads = new Map(
    ids.map((id) => [id, listEveryStageCard(workspaceId, id, WHOLE_BOARD_MAX_CARDS, search, ranges)] as const),
  );
  // An unused read's failure is nobody's; a used one still fails the request where it is awaited.
  for (const read of reads.values()) read.catch(() => undefined);
  return reads;
}

/** Remember the stages `userId` was shown of the board, for the next request's prefetch. */
function rememberShown(workspaceId: string, userId: string, stageIds: readonly string[]): void {
  const key = lastShownKey(workspaceId, userId);
  lastShown.delete(key);
  lastShown.set(key, stageIds);
  if (lastShown.size > LAST_SHOWN_MAX) lastShown.delete(lastShown.keys().next().value!);
}

/**
 * Every card of the workspace's stages the caller may see (or of `stageId` alone), optionally filtered by title.
 * `reader`: the caller's user id, to remember the stages shown (for `prefetchWholeBoard`), and the reads the
 * prefetch started, used only for stages the caller may see now; every other stage is read here.
 * @throws NotFoundError 'Stage not found' for a `stageId` the caller may not see (or of another workspace).
 */
export async function wholeBoardOf(
  workspaceId: string,
  access: Access,
  options: { stageId?: string; search?: string },
  reader: { userId?: string; prefetched?: PrefetchedStages } = {},
): Promise<WholeBoard> {
  const skeleton = access.skeleton!;
  const shown = visibleStages(skeleton.stages, access);
  if (reader.userId)
    rememberShown(
      workspaceId,
      reader.userId,
      shown.map((s) => s.stage_id),
    );
  const stages = options.stageId ? shown.filter((s) => s.stage_id === options.stageId) : shown;
  if (options.stageId && stages.length === 0) throw new NotFoundError('Stage not found');
  const search = searchOf(options.search);
  // Few stages: each is read in sort-key ranges side by side, once this container knows where to cut it (WB1).
  const ranges = rangesPerStage(stages.length);
  const read = await Promise.all(
    stages.map(
      (stage) =>
        reader.prefetched?.get(stage.stage_id) ??
        listEveryStageCard(workspaceId, stage.stage_id, WHOLE_BOARD_MAX_CARDS, search, ranges),
    ),
  );
  // One answer carries at most WHOLE_BOARD_MAX_CARDS cards: each stage keeps its first ones, in board order.
  let room = WHOLE_BOARD_MAX_CARDS;
  let truncated = read.some((r) => r.truncated);
  const kept = read.map((r) => {
    const items = r.items.length <= room ? r.items : r.items.slice(0, room);
    if (items.length < r.items.length) truncated = true;
    room -= items.length;
    return items;
  });
  // One context for every stage's cards (one BatchGet of participants, one of read markers).
  const all = kept.flat();
  const context = await cardContext(workspaceId, all, access, skeleton);
  return {
    stages: stages.map((stage, i) => ({
      id: stage.stage_id,
      name: stage.name,
      cards: kept[i].map((card) => toCardResponse(card, context)),
    })),
    total: all.length,
    truncated,
  };
}
