/** `DELETE …/list_items/{id}`: delete an item (cards spec §7 Checklists). */
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

/** Deletes an item. */
export function deleteChecklistItem(
  workspaceId: string,
  cardId: string,
  listId: string,
  itemId: string,
): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}', {
      params: { path: { id: workspaceId, cid: cardId, list_id: listId, item_id: itemId } },
    }),
  );
}

/** Delete-item mutation; its variable is `{ listId, itemId }`. The item leaves the screen at once. */
export function useDeleteChecklistItem(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, itemId }: { listId: string; itemId: string }) =>
      deleteChecklistItem(scope.workspaceId, scope.cardId, listId, itemId),
    (lists, { listId, itemId }) =>
      lists.map((l) => (l.id !== listId ? l : { ...l, items: l.items.filter((i) => i.id !== itemId) })),
  );
}
