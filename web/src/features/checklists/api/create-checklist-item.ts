/** `POST …/lists/{id}/list_items {list_item: {description}}`: an item at the end of a list (cards spec §7 Checklists). */
import type { ChecklistItem } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

/** Creates an item. */
export function createChecklistItem(
  workspaceId: string,
  cardId: string,
  listId: string,
  description: string,
): Promise<ChecklistItem> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items', {
      params: { path: { id: workspaceId, cid: cardId, list_id: listId } },
      body: { list_item: { description: description.trim() } },
    }),
  );
}

/** Create-item mutation; its variable is `{ listId, description }`. */
export function useCreateChecklistItem(scope: ChecklistScope) {
  return useChecklistMutation(scope, ({ listId, description }: { listId: string; description: string }) =>
    createChecklistItem(scope.workspaceId, scope.cardId, listId, description),
  );
}
