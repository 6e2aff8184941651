/** `DELETE …/lists/{id}`: delete a list with its items (cards spec §7 Checklists). */
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

/** Deletes a list. */
export function deleteChecklist(workspaceId: string, cardId: string, listId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}', {
      params: { path: { id: workspaceId, cid: cardId, list_id: listId } },
    }),
  );
}

/** Delete-list mutation; its variable is the list id. The list leaves the screen at once. */
export function useDeleteChecklist(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    (listId: string) => deleteChecklist(scope.workspaceId, scope.cardId, listId),
    (lists, listId) => lists.filter((l) => l.id !== listId),
  );
}
