/**
 * Pins from other viewers appear live (issue 26 "Annotations appear for other viewers in realtime, with
 * no reload"; BRIEF §7 Live updates): annotations are comments, so the card channel's
 * `comment.created|changed|deleted` events (Team ones never reach guests, decisions R44) refetch the
 * card's annotation lists; a resync after reconnecting refetches those read before it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../lib/live/live-socket';
import { proofingKeys } from './annotations-api';

function refetch(client: QueryClient, event: LiveEvent): void {
  if (!event.channel.startsWith('card:')) return;
  void client.invalidateQueries({ queryKey: proofingKeys.all(event.channel.slice('card:'.length)) });
}

/** Event type → cache update, composed with the comments' own in web/src/app/live-handlers.ts. */
export const ANNOTATION_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'comment.created': refetch,
  'comment.changed': refetch,
  'comment.deleted': refetch,
};

/** After (re)subscribing to a card: its annotation lists read before `since` are refetched. */
export function resyncAnnotations(client: QueryClient, cardId: string, since: number): void {
  void client.invalidateQueries({
    queryKey: proofingKeys.all(cardId),
    predicate: (query) => query.state.dataUpdatedAt < since,
  });
}
