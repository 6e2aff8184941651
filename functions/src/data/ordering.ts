/**
 * Fractional ordering for cards, stages, list items and attachments (BRIEF §3 "Ordering").
 * A move writes one item: the moved one gets a key between its new neighbours' keys.
 */
import { BASE_62_DIGITS, generateKeyBetween } from 'fractional-indexing';

/** Random base-62 digits appended to a key: 62³ ≈ 238,000 keys per gap. */
const JITTER_DIGITS = 3;

/**
 * `key` with a random suffix, when the suffixed key still sorts before `after` (issue 10: two moves
 * into the same gap at once would otherwise compute the same key). A fractional-indexing key stays
 * valid with more fraction digits as long as the last is not "0"; the suffixed key sorts right after
 * `key`, so it is still strictly between the neighbours.
 */
function withJitter(key: string, after: string | null, random: () => number): string {
  let suffix = '';
  for (let i = 0; i < JITTER_DIGITS; i++) {
    // The last digit is 1–61: a trailing "0" is not a valid key.
    const first = i === JITTER_DIGITS - 1 ? 1 : 0;
    suffix += BASE_62_DIGITS[first + Math.floor(random() * (BASE_62_DIGITS.length - first))];
  }
  const jittered = key + suffix;
  return after === null || jittered < after ? jittered : key;
}

/**
 * A position strictly after `before` and before `after` (either may be null for an end), jittered so
 * that concurrent moves into the same gap get different keys (`random` in [0, 1), for tests).
 * Neighbours that concurrent moves left equal or inverted cannot bracket a key; the item then goes
 * right after `before` (moveCard re-keys an equal `after` so the item lands between them), and ties
 * sort by id (decisions D2), so no item is ever lost or duplicated.
 */
export function positionBetween(before: string | null, after: string | null, random: () => number = Math.random): string {
  if (before !== null && after !== null && before >= after) return withJitter(generateKeyBetween(before, null), null, random);
  return withJitter(generateKeyBetween(before, after), after, random);
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
