/**
 * The card and dock events of the realtime channels (BRIEF §7 "Live updates"; cards spec §7 Other
 * MinimizedCardChannel `bulk_destroy_minimized_cards`): a card changed elsewhere refetches the open
 * popup's card; a card minimized elsewhere refetches the dock; removed ones leave it at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MinimizedCard } from '../../../../../shared/schemas/user-preferences';
import type { LiveEvent } from '../../../lib/live/live-socket';
import { getMinimizedCardsQueryOptions } from './get-minimized-cards';

const minimizedKey = getMinimizedCardsQueryOptions().queryKey;

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const CARD_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  // On the card channel: the popup's card (its detail holds more than the board's fields).
  'card.changed': (client, event) => {
    if (!event.channel.startsWith('card:')) return;
    void client.invalidateQueries({ queryKey: ['cards', String(event.data.workspace_id), String(event.data.id)] });
  },
  'minimized_card.created': (client) => void client.invalidateQueries({ queryKey: minimizedKey }),
  bulk_destroy_minimized_cards: (client, event) => {
    const ids = new Set((event.data.content_group_ids as string[] | undefined) ?? []);
    client.setQueryData<MinimizedCard[]>(minimizedKey, (cards) => cards?.filter((c) => !ids.has(c.content_group_id)));
  },
};

/** After (re)subscribing to a card: its popup data read before `since` is refetched. */
export function resyncCard(client: QueryClient, cardId: string, since: number): void {
  void client.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === 'cards' && query.queryKey[2] === cardId && query.state.dataUpdatedAt < since,
  });
}

/** After (re)subscribing to the user channel: the dock read before `since` is refetched. */
export function resyncMinimizedCards(client: QueryClient, since: number): void {
  void client.invalidateQueries({ queryKey: minimizedKey, predicate: (query) => query.state.dataUpdatedAt < since });
}
