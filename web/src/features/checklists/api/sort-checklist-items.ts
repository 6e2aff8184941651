/** `PUT …/lists/{id}/list_items/sort {sorted_list_item_ids: [{id}]}`: a list's items in a new order (cards spec §7 Checklists). */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

/** Sends the new order of every item of a list. */
export function sortChecklistItems(
  workspaceId: string,
  cardId: string,
  listId: string,
  orderedIds: string[],
): Promise<Checklist> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/sort', {
      params: { path: { id: workspaceId, cid: cardId, list_id: listId } },
      body: { sorted_list_item_ids: orderedIds.map((id) => ({ id })) },
    }),
  );
}

/** Sort-items mutation; its variable is `{ listId, orderedIds }`, shown at once. */
export function useSortChecklistItems(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, orderedIds }: { listId: string; orderedIds: string[] }) =>
      sortChecklistItems(scope.workspaceId, scope.cardId, listId, orderedIds),
    (lists, { listId, orderedIds }) =>
      lists.map((l) =>
        l.id !== listId ? l : { ...l, items: orderedIds.flatMap((id) => l.items.find((i) => i.id === id) ?? []) },
      ),
  );
}
