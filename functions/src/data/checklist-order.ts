/**
 * The order of a card's checklists and of a list's items (cards spec §4 Checklists "drag to reorder";
 * docs/data-model.md pattern 97): fractional-indexing positions, one record rewritten per move.
 */
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { CHECKLIST_MESSAGES } from '../../../shared/schemas/checklist-limits';
import { ConflictError, NotFoundError } from '../lib/http/errors';
import type { CardKey } from './card-key';
import { getChecklist, readChecklists } from './checklists';
import { Checklist, ChecklistItem } from './entities/checklist';
import { patchTransaction, runTransaction } from './transactions';

/**
 * The positions to write for a new order of ordered records (`current`, already in order).
 * One move rewrites one record, placed between its new neighbours (BRIEF §3); any other permutation
 * rewrites them all with fresh keys.
 * @throws ConflictError when `orderedIds` is not exactly the current set (someone changed it meanwhile).
 */
export function positionsForOrder(
  current: ReadonlyArray<{ id: string; position: string }>,
  orderedIds: readonly string[],
): Map<string, string> {
  const now = current.map((r) => r.id);
  if (
    orderedIds.length !== now.length ||
    new Set(orderedIds).size !== now.length ||
    !orderedIds.every((id) => now.includes(id))
  ) {
    throw new ConflictError(CHECKLIST_MESSAGES.staleOrder);
  }
  const first = orderedIds.findIndex((id, i) => id !== now[i]);
  if (first < 0) return new Map();
  let last = orderedIds.length - 1;
  while (orderedIds[last] === now[last]) last -= 1;
  const positionOf = (id: string | undefined) => (id === undefined ? null : current.find((r) => r.id === id)!.position);
  const place = (index: number) => {
    const before = positionOf(orderedIds[index - 1]);
    const after = positionOf(orderedIds[index + 1]);
    return before !== null && after !== null && before >= after
      ? null
      : new Map([[orderedIds[index], generateKeyBetween(before, after)]]);
  };
  const movedUp =
    orderedIds[first] === now[last] && orderedIds.slice(first + 1, last + 1).every((id, i) => id === now[first + i]);
  const movedDown =
    orderedIds[last] === now[first] && orderedIds.slice(first, last).every((id, i) => id === now[first + 1 + i]);
  const single = movedUp ? place(first) : movedDown ? place(last) : null;
  if (single) return single;
  const keys = generateNKeysBetween(null, null, orderedIds.length);
  return new Map(orderedIds.map((id, i) => [id, keys[i]]));
}

/**
 * Pattern 97: put a card's lists in a new order. Usually one Update; a reshuffle rewrites every list
 * in one TW. Each write is conditioned on the list existing.
 * @throws ConflictError when the posted ids are not the card's lists.
 */
export async function sortChecklists(card: CardKey, orderedIds: string[]): Promise<void> {
  const { lists } = await readChecklists(card.card_id);
  const positions = positionsForOrder(
    lists.map((l) => ({ id: l.list_id, position: l.position })),
    orderedIds,
  );
  if (positions.size === 0) return;
  const { canceled } = await runTransaction(
    [...positions].map(([list_id, position]) =>
      patchTransaction(Checklist, { card_id: card.card_id, list_id, position }),
    ),
  );
  const committed = !canceled;
  if (!committed) throw new ConflictError(CHECKLIST_MESSAGES.staleOrder);
}

/**
 * Pattern 97: put a list's items in a new order, like `sortChecklists`.
 * @throws NotFoundError for an unknown list; ConflictError when the posted ids are not its items.
 */
export async function sortChecklistItems(card: CardKey, listId: string, orderedIds: string[]): Promise<void> {
  if (!(await getChecklist(card.card_id, listId))) throw new NotFoundError(CHECKLIST_MESSAGES.listNotFound);
  const { items } = await readChecklists(card.card_id);
  const own = items.filter((i) => i.list_id === listId);
  const positions = positionsForOrder(
    own.map((i) => ({ id: i.item_id, position: i.position })),
    orderedIds,
  );
  if (positions.size === 0) return;
  const { canceled } = await runTransaction(
    [...positions].map(([item_id, position]) =>
      patchTransaction(ChecklistItem, { card_id: card.card_id, list_id: listId, item_id, position }),
    ),
  );
  const committed = !canceled;
  if (!committed) throw new ConflictError(CHECKLIST_MESSAGES.staleOrder);
}
