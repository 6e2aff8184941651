/**
 * Pushed card changes applied to a cached board (BRIEF §7 "Live updates": patch TanStack Query's cache
 * where that is simple). Pure functions over `WorkspaceDetail`; each returns the new board, or null when
 * the change cannot be placed from what the board holds (the caller refetches instead).
 *
 * A stage shows its cards sorted by (position, id) and may hold only its first pages: a card that lands
 * beyond the last loaded card of a stage with more pages is left for "Load more" to bring.
 */
import type { Card } from '../../../../../shared/schemas/card';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';

/** The board fields a card event carries (functions/src/services/realtime/item-events.ts `boardCard`). */
export type LiveCardFields = Partial<Omit<Card, 'labels' | 'assigned_users'>> & { id: string; stage_id?: string };

const byPosition = (a: { position: string; id: string }, b: { position: string; id: string }) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Event flags that are not card fields. */
const EVENT_FLAGS = new Set(['from_stage_id', 'refresh', 'comments']);

/** Only the fields the event carries (labels and participants stay as cached). */
function fieldsOf(data: LiveCardFields): Partial<Card> {
  const fields: Partial<Card> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && !EVENT_FLAGS.has(key)) (fields as Record<string, unknown>)[key] = value;
  }
  return fields;
}

/** Where the card is on the board, if loaded. */
function locate(detail: WorkspaceDetail, cardId: string): { stageIndex: number; card: Card } | null {
  for (const [stageIndex, stage] of detail.stages.entries()) {
    const card = stage.content_groups.find((c) => c.id === cardId);
    if (card) return { stageIndex, card };
  }
  return null;
}

/** Whether a card at `card`'s position belongs among the stage's loaded cards. */
function fitsLoaded(stage: WorkspaceDetail['stages'][number], card: { position: string; id: string }): boolean {
  if (!stage.paging.has_next_page) return true;
  const last = stage.content_groups.at(-1);
  return last !== undefined && byPosition(card, last) <= 0;
}

/**
 * A card moved (another stage, or another place in its stage): taken out of where it was and put in its
 * stage's order, with the stage counts following. Null when the card is not on this board (then a refetch
 * decides whether it should be, e.g. under a search).
 */
export function applyLiveCardMove(
  detail: WorkspaceDetail,
  data: LiveCardFields & { from_stage_id?: string },
): WorkspaceDetail | null {
  const found = locate(detail, data.id);
  const targetIndex = detail.stages.findIndex((s) => s.id === data.stage_id);
  if (targetIndex < 0) return null;
  // The card is not loaded: it may come from a stage page not loaded yet, or a hidden part of a search.
  if (!found) return null;
  const moved: Card = { ...found.card, ...fieldsOf(data) };
  const stages = detail.stages.map((stage, index) => {
    let cards = stage.content_groups;
    let count = stage.content_groups_count;
    if (index === found.stageIndex) {
      cards = cards.filter((c) => c.id !== data.id);
      if (index !== targetIndex) count = Math.max(0, count - 1);
    }
    if (index === targetIndex) {
      if (fitsLoaded({ ...stage, content_groups: cards }, moved)) cards = [...cards, moved].sort(byPosition);
      if (index !== found.stageIndex) count += 1;
    }
    return cards === stage.content_groups && count === stage.content_groups_count
      ? stage
      : { ...stage, content_groups: cards, content_groups_count: count };
  });
  return { ...detail, stages };
}

/** A card's fields changed in place (name, dates, completion, subtask counts…). Null when it is not loaded. */
export function applyLiveCardChange(detail: WorkspaceDetail, data: LiveCardFields): WorkspaceDetail | null {
  const found = locate(detail, data.id);
  if (!found) return null;
  const stages = detail.stages.map((stage, index) =>
    index === found.stageIndex
      ? {
          ...stage,
          content_groups: stage.content_groups.map((c) => (c.id === data.id ? { ...c, ...fieldsOf(data) } : c)),
        }
      : stage,
  );
  return { ...detail, stages };
}

/** A card left the board (binned, deleted for good, or moved out of a guest's sight). Unchanged when not loaded. */
export function applyLiveCardRemoval(
  detail: WorkspaceDetail,
  data: { id: string; stage_id?: string },
): WorkspaceDetail {
  const found = locate(detail, data.id);
  const stageIndex = found?.stageIndex ?? detail.stages.findIndex((s) => s.id === data.stage_id);
  if (stageIndex < 0) return detail;
  const stages = detail.stages.map((stage, index) =>
    index === stageIndex
      ? {
          ...stage,
          content_groups: stage.content_groups.filter((c) => c.id !== data.id),
          content_groups_count: Math.max(0, stage.content_groups_count - 1),
        }
      : stage,
  );
  return { ...detail, stages };
}
