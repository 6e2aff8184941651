/**
 * Fractional ordering for cards, stages, list items and attachments (BRIEF §3 "Ordering").
 * A move writes one item: the moved one gets a key between its new neighbours' keys.
 */
import { BASE_62_DIGITS, generateKeyBetween } from 'fractional-indexing';

/** Random base-62 digits appended to a key: 62⁴ ≈ 14.8 million keys per gap (decisions D20, D24). */
const JITTER_DIGITS = 4;

/** `JITTER_DIGITS` random base-62 digits, the last one 1–61 (a trailing "0" is not a valid key). */
function randomSuffix(random: () => number): string {
  let suffix = '';
  for (let i = 0; i < JITTER_DIGITS; i++) {
    const first = i === JITTER_DIGITS - 1 ? 1 : 0;
    suffix += BASE_62_DIGITS[first + Math.floor(random() * (BASE_62_DIGITS.length - first))];
  }
  return suffix;
}

/**
 * A key strictly between `before` and `after` that ends in a random suffix, so two moves into the same
 * gap at once get different keys (issue 10; issue 25). fractional-indexing gives the shortest key in the
 * gap, which is often a prefix of `after` (between "a0xy" and "a1b" it gives "a1"): no suffix fits after
 * such a key, and dropping the suffix there made concurrent moves compute the same key (1 in 7 random
 * moves in a stage of jittered keys). So while the key is a prefix of `after`, it steps on towards `after`
 * (one or two steps) until it is not; a key that is not a prefix of `after` is below it at a digit it has,
 * so the key plus any suffix still sorts before `after`. A key stays valid with more fraction digits as
 * long as the last is not "0".
 */
function jitteredBetween(before: string | null, after: string | null, random: () => number): string {
  let key = generateKeyBetween(before, after);
  while (after !== null && after.startsWith(key)) key = generateKeyBetween(key, after);
  return key + randomSuffix(random);
}

/**
 * A position strictly after `before` and before `after` (either may be null for an end), always with a
 * random suffix, so that concurrent moves into the same gap get different keys (`random` in [0, 1), for
 * tests). Neighbours that concurrent moves left equal or inverted cannot bracket a key; the item then goes
 * right after `before` (moveCard re-keys an equal `after` so the item lands between them), and ties sort
 * by id (decisions D2), so no item is ever lost or duplicated.
 * @throws Error from fractional-indexing when a neighbour is not a valid key.
 */
export function positionBetween(
  before: string | null,
  after: string | null,
  random: () => number = Math.random,
): string {
  if (before !== null && after !== null && before >= after) return jitteredBetween(before, null, random);
  return jitteredBetween(before, after, random);
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
