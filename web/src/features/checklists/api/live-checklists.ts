/**
 * The card channel's checklist events applied to the cache (cards spec §4 "A realtime subscription per
 * card delivers create, update, destroy and sort events for lists and items"; polling every 120 s is the
 * fallback while disconnected). Item changes (a toggle, an edit, a reorder) patch the cached lists; list
 * changes and anything the cache cannot place refetch the card's lists.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { Checklist, ChecklistItem } from '../../../../../shared/schemas/checklist';
import type { LiveEvent } from '../../../lib/live/live-socket';

/** Cached lists of `cardId`, in any workspace key (item events carry no workspace id). */
const listsOfCard = (cardId: string) => (query: Query) =>
  query.queryKey[0] === 'workspaces' &&
  query.queryKey[2] === 'cards' &&
  query.queryKey[3] === cardId &&
  query.queryKey[4] === 'checklists';

const cardOf = (event: LiveEvent) => event.channel.slice('card:'.length);

const byPosition = (a: { position: string; id: string }, b: { position: string; id: string }) =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1;

/** The item as the API shapes it, from the item's attributes. */
function itemOf(data: Record<string, unknown>): ChecklistItem {
  return {
    id: String(data.item_id),
    list_id: String(data.list_id),
    description: String(data.description ?? ''),
    done: data.done === true,
    position: String(data.position ?? ''),
  };
}

/**
 * Lists with one item created, changed or deleted; null when its list is not cached (a guest's view
 * without it, or a list just created: refetch).
 */
export function applyLiveItem(
  lists: Checklist[],
  verb: 'created' | 'changed' | 'deleted',
  data: Record<string, unknown>,
): Checklist[] | null {
  const item = itemOf(data);
  const list = lists.find((l) => l.id === item.list_id);
  if (!list) return null;
  const others = list.items.filter((i) => i.id !== item.id);
  const items = verb === 'deleted' ? others : [...others, item].sort(byPosition);
  return lists.map((l) => (l === list ? { ...l, items } : l));
}

function refetch(client: QueryClient, event: LiveEvent): void {
  void client.invalidateQueries({ predicate: listsOfCard(cardOf(event)) });
}

function patchItems(verb: 'created' | 'changed' | 'deleted') {
  return (client: QueryClient, event: LiveEvent) => {
    let missed = false;
    for (const [key, lists] of client.getQueriesData<Checklist[]>({ predicate: listsOfCard(cardOf(event)) })) {
      if (!lists) continue;
      const next = applyLiveItem(lists, verb, event.data);
      if (next) client.setQueryData(key, next);
      else missed = true;
    }
    if (missed) refetch(client, event);
  };
}

/** Event type → cache update, for web/src/app/live-handlers.ts. */
export const CHECKLIST_LIVE_EVENTS: Record<string, (client: QueryClient, event: LiveEvent) => void> = {
  'checklist.created': refetch,
  'checklist.changed': refetch,
  'checklist.deleted': refetch,
  'checklist_item.created': patchItems('created'),
  'checklist_item.changed': patchItems('changed'),
  'checklist_item.deleted': patchItems('deleted'),
};

/** After (re)subscribing to a card: its lists read before `since` are refetched. */
export function resyncChecklists(client: QueryClient, cardId: string, since: number): void {
  const stale = listsOfCard(cardId);
  void client.invalidateQueries({ predicate: (query) => stale(query) && query.state.dataUpdatedAt < since });
}
