/**
 * The card channel's content events applied to the cache (cards spec §4 Contents "polling every 10 s",
 * replaced by pushes while the socket is up; functions/src/services/realtime/item-events.ts `contentEvents`).
 * Events name the content only (its signed URLs come from the API), so each one refetches the card's
 * contents, and the board and list previews once the card's preview may have changed.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../lib/live/live-socket';

/** Cached contents of `cardId`, in any workspace key (the query key is `['workspaces', w, 'cards', c, 'contents']`). */
export const contentsOfCard = (cardId: string) => (query: Query) =>
  query.queryKey[0] === 'workspaces' &&
  query.queryKey[2] === 'cards' &&
  query.queryKey[3] === cardId &&
  query.queryKey[4] === 'contents';

function refetchContents(client: QueryClient, event: LiveEvent): void {
  void client.invalidateQueries({ predicate: contentsOfCard(String(event.data.card_id)) });
}

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const CONTENT_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'content.created': refetchContents,
  'content.changed': refetchContents,
  'content.deleted': refetchContents,
};

/** After (re)subscribing to a card: its contents read before `since` are refetched. */
export function resyncContents(client: QueryClient, cardId: string, since: number): void {
  const stale = contentsOfCard(cardId);
  void client.invalidateQueries({ predicate: (query) => stale(query) && query.state.dataUpdatedAt < since });
}
