/**
 * Which routes change a card, so that the one authorization step (functions/src/services/access/authorize.ts) refuses them
 * while the card is in the recycle bin (cards spec §4 Card states "Read-only when deleted_at is set";
 * §6 "Read-only mode disables all edits"; issue 25; docs/decisions.md K41).
 *
 * Derived from the route table, so a new route is covered without a line here: a route changes the
 * card it names when its path names it as `{cid}` and its method is not GET. Two route-table fields
 * correct the derivation where it is wrong (./route-entry.ts):
 * - `binnedCard: 'refuse'`: a GET that writes (a content's `hide` and `unhide`, cards spec §7);
 * - `binnedCard: 'allow'`: a non-GET that does not change the card (the exception list, K41);
 * - `cardQuery`: a route that names its card in a query parameter instead (the board's sort).
 * The recycle bin's own restore and delete-forever routes name cards in their body under an
 * organization, so they are outside the rule: restore is the only way back.
 */
import type { RouteEntry } from './route-entry';

/** Where a request names the card a route changes. */
export interface CardWriteTarget {
  source: 'path' | 'query';
  name: string;
}

/**
 * The card a route changes: `{source: 'path', name: 'cid'}`, a query parameter (`cardQuery`), or null
 * for a route that changes no card (or is on the exception list).
 */
export function cardWriteOf(route: RouteEntry): CardWriteTarget | null {
  if (route.binnedCard === 'allow') return null;
  if (route.cardQuery) return { source: 'query', name: route.cardQuery };
  if (!route.path.includes('{cid}')) return null;
  return route.method !== 'GET' || route.binnedCard === 'refuse' ? { source: 'path', name: 'cid' } : null;
}

/** The id of the card `target` names in a request, when there is one. */
export function cardIdOf(
  target: CardWriteTarget | null,
  request: { params: Record<string, string | undefined>; query: Record<string, string | undefined> },
): string | undefined {
  if (!target) return undefined;
  return (target.source === 'path' ? request.params : request.query)[target.name];
}
