/**
 * The card channel's comment events applied to the cache (BRIEF §7 "Live updates"; cards spec §4 "The
 * comment list is … refreshed every 15 seconds", which becomes the fallback while the socket is down).
 * The fan-out publishes `comment.created|changed|deleted` with the item's attributes (functions/src/lib/
 * realtime/item-events.ts; Team comments never reach guests): the tab's stream is refetched, so edits,
 * deletions and replies show as the API presents them (authors, quotes, signed file URLs).
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../lib/live/live-socket';
import { commentKeys } from './comments-path';

const cardOf = (event: LiveEvent) => event.channel.slice('card:'.length);

/** Streams (and single comments) of the event's card and tab; every tab when the event names none. */
function ofEvent(event: LiveEvent) {
  const [, cardId] = commentKeys.card(cardOf(event));
  const tab = typeof event.data.tab === 'string' ? event.data.tab : null;
  return (query: Query) =>
    query.queryKey[0] === 'comments' &&
    query.queryKey[1] === cardId &&
    query.queryKey[2] !== 'mentionable' &&
    (tab === null || query.queryKey[2] === tab || query.queryKey[2] === 'one');
}

function refetch(client: QueryClient, event: LiveEvent): void {
  if (!event.channel.startsWith('card:')) return;
  void client.invalidateQueries({ predicate: ofEvent(event) });
}

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const COMMENT_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'comment.created': refetch,
  'comment.changed': refetch,
  'comment.deleted': refetch,
};

/** After (re)subscribing to a card: its comments read before `since` are refetched. */
export function resyncComments(client: QueryClient, cardId: string, since: number): void {
  void client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'comments' &&
      query.queryKey[1] === cardId &&
      query.queryKey[2] !== 'mentionable' &&
      query.state.dataUpdatedAt < since,
  });
}
