/** `DELETE …/lists/{id}`: delete a list with its items (cards spec §7 Checklists). */
import { api } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';
import { checklistsPath } from './get-checklists';

/** Deletes a list. */
export function deleteChecklist(workspaceId: string, cardId: string, listId: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`${checklistsPath(workspaceId, cardId)}/${listId}`);
}

/** Delete-list mutation; its variable is the list id. The list leaves the screen at once. */
export function useDeleteChecklist(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    (listId: string) => deleteChecklist(scope.workspaceId, scope.cardId, listId),
    (lists, listId) => lists.filter((l) => l.id !== listId),
  );
}
