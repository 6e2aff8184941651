/**
 * Pure board-state helpers for drag and drop (BRIEF §5 "Board state": dnd-kit MultipleContainers with
 * TanStack optimistic updates; accounts spec §4 moves, §7 `PUT /api/v1/workspaces/{id}/sort`).
 *
 * The board is `Record<stageId, cardId[]>`. Drag handlers move ids between containers; on drop the
 * change against the drag-start snapshot becomes the sort call's query and body, and the same change
 * is applied to the cached workspace for the optimistic update.
 */
import type { SortBody, WorkspaceDetail } from '../../../../../shared/schemas/workspace';

/** Stage id → ordered card ids. */
export type BoardItems = Record<string, string[]>;

/** Builds the board from the workspace's stages (in their order) and loaded cards. */
export function toBoardItems(stages: readonly { id: string; content_groups: readonly { id: string }[] }[]): BoardItems {
  const items: BoardItems = {};
  for (const stage of stages) items[stage.id] = stage.content_groups.map((card) => card.id);
  return items;
}

/** The stage holding `id`: `id` itself when it is a stage, else the stage whose list has the card. */
export function findContainer(items: BoardItems, id: string): string | undefined {
  if (Object.prototype.hasOwnProperty.call(items, id)) return id;
  return Object.keys(items).find((stageId) => items[stageId].includes(id));
}

/** A copy of `list` with the element at `from` moved to `to` (as dnd-kit's arrayMove). */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to < 0 ? copy.length + to : to, 0, moved);
  return copy;
}

/**
 * Moves a card into `toStage` at `index` (clamped), removing it from wherever it was.
 * Returns the same object when nothing changes, so React can skip a render.
 */
export function moveCardToStage(items: BoardItems, cardId: string, toStage: string, index: number): BoardItems {
  const fromStage = findContainer(items, cardId);
  if (!fromStage || fromStage === cardId || !items[toStage]) return items;
  const source = items[fromStage].filter((id) => id !== cardId);
  const target = fromStage === toStage ? source : [...items[toStage]];
  const at = Math.max(0, Math.min(index, target.length));
  if (fromStage === toStage && items[fromStage].indexOf(cardId) === at) return items;
  target.splice(at, 0, cardId);
  return fromStage === toStage ? { ...items, [toStage]: target } : { ...items, [fromStage]: source, [toStage]: target };
}

/** Reorders a card within its own stage so it takes `overId`'s place. */
export function moveCardWithinStage(items: BoardItems, cardId: string, overId: string): BoardItems {
  const stage = findContainer(items, cardId);
  if (!stage || stage === cardId) return items;
  const from = items[stage].indexOf(cardId);
  const to = items[stage].indexOf(overId);
  if (from < 0 || to < 0 || from === to) return items;
  return { ...items, [stage]: arrayMove(items[stage], from, to) };
}

/** A card move as the sort endpoint takes it. */
export interface CardMove {
  cardId: string;
  sourceStageId: string;
  destinationStageId: string;
  /** Body: the source and destination stages with their card ids after the move (one entry when equal). */
  body: SortBody;
}

/**
 * The sort call for a dropped card: compares the drag-start snapshot with the final board.
 * Returns null when the card ends where it started (no call needed).
 */
export function buildCardMove(snapshot: BoardItems, final: BoardItems, cardId: string): CardMove | null {
  const sourceStageId = findContainer(snapshot, cardId);
  const destinationStageId = findContainer(final, cardId);
  if (!sourceStageId || !destinationStageId || sourceStageId === cardId || destinationStageId === cardId) return null;
  if (sourceStageId === destinationStageId && sameOrder(snapshot[sourceStageId], final[destinationStageId]))
    return null;
  const stages =
    sourceStageId === destinationStageId
      ? [{ id: destinationStageId, content_group_ids: [...final[destinationStageId]] }]
      : [
          { id: sourceStageId, content_group_ids: [...final[sourceStageId]] },
          { id: destinationStageId, content_group_ids: [...final[destinationStageId]] },
        ];
  return { cardId, sourceStageId, destinationStageId, body: { stages } };
}

/** A stage move as the sort endpoint takes it: every stage id in the new order. */
export interface StageMove {
  stageId: string;
  body: SortBody;
}

/** The sort call for a dropped stage, or null when its place did not change. */
export function buildStageMove(stageIds: readonly string[], activeId: string, overId: string): StageMove | null {
  const from = stageIds.indexOf(activeId);
  const to = stageIds.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return null;
  return { stageId: activeId, body: { stages: arrayMove(stageIds, from, to).map((id) => ({ id })) } };
}

function sameOrder(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return a.every((id, i) => id === b[i]);
}

/**
 * The cached workspace with a card move applied (the optimistic update): the touched stages take the
 * move's card order, the card's `stage_id` follows it, and the stage counts shift by one.
 */
export function applyCardMove(detail: WorkspaceDetail, move: CardMove): WorkspaceDetail {
  const cards = new Map(detail.stages.flatMap((stage) => stage.content_groups.map((card) => [card.id, card] as const)));
  const orders = new Map(move.body.stages.map((s) => [s.id, s.content_group_ids ?? []]));
  const crossStage = move.sourceStageId !== move.destinationStageId;
  return {
    ...detail,
    stages: detail.stages.map((stage) => {
      const order = orders.get(stage.id);
      if (!order) return stage;
      const content_groups = order.flatMap((id) => {
        const card = cards.get(id);
        if (!card) return [];
        return [card.stage_id === stage.id ? card : { ...card, stage_id: stage.id }];
      });
      let count = stage.content_groups_count;
      if (crossStage && stage.id === move.sourceStageId) count = Math.max(0, count - 1);
      if (crossStage && stage.id === move.destinationStageId) count += 1;
      return { ...stage, content_groups, content_groups_count: count };
    }),
  };
}

/** The cached workspace with its stages in the move's order (optimistic stage reorder). */
export function applyStageMove(detail: WorkspaceDetail, move: StageMove): WorkspaceDetail {
  const byId = new Map(detail.stages.map((stage) => [stage.id, stage]));
  const ordered = move.body.stages.flatMap((s) => {
    const stage = byId.get(s.id);
    return stage ? [stage] : [];
  });
  // Stages the body did not name (created meanwhile) keep their place at the end.
  const rest = detail.stages.filter((stage) => !move.body.stages.some((s) => s.id === stage.id));
  return { ...detail, stages: [...ordered, ...rest] };
}

/** Appends a page of cards to one stage, skipping cards already shown (pages can shift after moves). */
export function appendStageCards<S extends { id: string; content_groups: { id: string }[]; paging: unknown }>(
  stages: readonly S[],
  stageId: string,
  cards: S['content_groups'],
  paging: S['paging'],
): S[] {
  return stages.map((stage) => {
    if (stage.id !== stageId) return stage;
    const seen = new Set(stage.content_groups.map((c) => c.id));
    return { ...stage, content_groups: [...stage.content_groups, ...cards.filter((c) => !seen.has(c.id))], paging };
  });
}

/**
 * The cards of id lists, one array per list (by identity), so an unchanged column keeps its `cards`
 * prop while a drag rebuilds the lists it touches (issue 11). One instance per `cards` map.
 */
export class CardLists<C> {
  private readonly lists = new WeakMap<readonly string[], C[]>();
  private static readonly NONE: never[] = [];

  constructor(private readonly byId: ReadonlyMap<string, C>) {}

  /** The cards of `ids` in order (unknown ids skipped); the same array for the same list. */
  of(ids: readonly string[] | undefined): C[] {
    if (!ids) return CardLists.NONE;
    let cards = this.lists.get(ids);
    if (!cards) {
      cards = ids.flatMap((id) => {
        const card = this.byId.get(id);
        return card === undefined ? [] : [card];
      });
      this.lists.set(ids, cards);
    }
    return cards;
  }
}

/**
 * The one `list_data` request that loads the cards after the first `loaded` ones of a stage (issue 11):
 * pages of `size` cards, the page holding card `loaded + 1`. When `loaded` is not a multiple of `size`
 * (the first page holds 10) it re-reads the start of that page, which `appendStageCards` drops.
 * After it, `page × perPage` cards are loaded.
 */
export function nextCardsPage(loaded: number, size: number): { page: number; perPage: number } {
  return { page: Math.floor(loaded / size) + 1, perPage: size };
}

/**
 * The `paging` a column keeps after a "Load more" by cursor (issue 27): `page × per_page` still counts the
 * cards loaded (the refresh re-reads that many), in units of the board's first page (`firstPageSize`, 10),
 * and `next_cursor` is where the next "Load more" starts. `loaded` is the count before, `added` the page's.
 */
export function cursorPaging(
  loaded: number,
  added: number,
  firstPageSize: number,
  answer: { has_next_page: boolean; next_cursor?: string | null },
): { page: number; per_page: number; has_next_page: boolean; next_cursor: string | null } {
  return {
    page: Math.max(1, Math.ceil((loaded + added) / firstPageSize)),
    per_page: firstPageSize,
    has_next_page: answer.has_next_page,
    next_cursor: answer.next_cursor ?? null,
  };
}

/** Total cards in a stage, following cards dragged in or out before the drop (`shown` = ids on screen). */
export function stageCardCount(
  stage: { content_groups_count: number; content_groups: readonly unknown[] },
  shown: number,
): number {
  return Math.max(0, stage.content_groups_count + (shown - stage.content_groups.length));
}

/**
 * What a stage's count badge says (accounts spec §2 board and list headers). Without a search it is the
 * stage's total (`stageCardCount`). While searching, the total would contradict the filtered column, so it
 * counts the matching cards on screen, with "+" while more matches can still be loaded. `t` is the `board`
 * namespace's translator (issue 41).
 * @returns the badge text and its accessible name.
 */
export function stageCountLabel(
  stage: { content_groups_count: number; content_groups: readonly unknown[]; paging: { has_next_page: boolean } },
  shown: number,
  search: string,
  t: (key: string, values?: Record<string, number>) => string,
): { text: string; label: string } {
  if (!search) {
    const count = stageCardCount(stage, shown);
    return { text: String(count), label: t('stage.count', { count }) };
  }
  const more = stage.paging.has_next_page;
  return {
    text: `${shown}${more ? '+' : ''}`,
    label: t(more ? 'stage.countMatchingAtLeast' : 'stage.countMatching', { count: shown }),
  };
}
