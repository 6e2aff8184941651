/**
 * Fractional ordering for cards, stages, list items and attachments (BRIEF §3 "Ordering").
 * A move writes one item: the moved one gets a key between its new neighbours' keys.
 */
import { generateKeyBetween } from 'fractional-indexing';

/**
 * A position strictly after `before` and before `after` (either may be null for an end).
 * Neighbours that concurrent moves left equal or inverted cannot bracket a key; the item then goes
 * right after `before`, and ties sort by id, so no item is ever lost or duplicated.
 */
export function positionBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) return generateKeyBetween(before, null);
  return generateKeyBetween(before, after);
}

/** The neighbours of `id` in an ordered id list: what a moved item is placed between. */
export function neighboursOf(ids: readonly string[], id: string): { beforeId: string | null; afterId: string | null } {
  const index = ids.indexOf(id);
  if (index < 0) return { beforeId: null, afterId: null };
  return { beforeId: ids[index - 1] ?? null, afterId: ids[index + 1] ?? null };
}

/** Order by fractional position, ties by id (BRIEF §3 "Ordering"). */
export function byPosition<T extends { position: string; stage_id?: string; card_id?: string }>(a: T, b: T): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  const ida = a.stage_id ?? a.card_id ?? '';
  const idb = b.stage_id ?? b.card_id ?? '';
  return ida < idb ? -1 : ida > idb ? 1 : 0;
}
