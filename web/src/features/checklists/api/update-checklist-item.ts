/**
 * `PATCH …/list_items/{id} {list_item: {description?, done?}}`: edit an item or toggle it done (cards
 * spec §4 "An item toggles done and undone optimistically and reverts on error").
 */
import type { ChecklistItem } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

export interface ChecklistItemChanges {
  description?: string;
  done?: boolean;
}

/** Updates an item. */
export function updateChecklistItem(
  workspaceId: string,
  cardId: string,
  listId: string,
  itemId: string,
  list_item: ChecklistItemChanges,
): Promise<ChecklistItem> {
  return unwrap(
    apiClient.PATCH('/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}', {
      params: { path: { id: workspaceId, cid: cardId, list_id: listId, item_id: itemId } },
      body: { list_item },
    }),
  );
}

/** Update-item mutation; its variable is `{ listId, itemId, changes }`, shown at once. */
export function useUpdateChecklistItem(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, itemId, changes }: { listId: string; itemId: string; changes: ChecklistItemChanges }) =>
      updateChecklistItem(scope.workspaceId, scope.cardId, listId, itemId, changes),
    (lists, { listId, itemId, changes }) =>
      lists.map((l) =>
        l.id !== listId ? l : { ...l, items: l.items.map((i) => (i.id === itemId ? { ...i, ...changes } : i)) },
      ),
  );
}
