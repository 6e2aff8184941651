/**
 * `PATCH …/lists/{id} {list: {title?, hidden?}}`: rename a list, or hide or show it to guests
 * ('Hide to Guests' / 'Show to Guests'; cards spec §4 Checklists, §7). Applied at once, reverted on error.
 */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

export interface ChecklistChanges {
  title?: string;
  hidden?: boolean;
}

/** Updates a list. */
export function updateChecklist(
  workspaceId: string,
  cardId: string,
  listId: string,
  list: ChecklistChanges,
): Promise<Checklist> {
  return unwrap(
    apiClient.PATCH('/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}', {
      params: { path: { id: workspaceId, cid: cardId, list_id: listId } },
      body: { list },
    }),
  );
}

/** Update-list mutation; its variable is `{ listId, changes }`. */
export function useUpdateChecklist(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, changes }: { listId: string; changes: ChecklistChanges }) =>
      updateChecklist(scope.workspaceId, scope.cardId, listId, changes),
    (lists, { listId, changes }) => lists.map((l) => (l.id === listId ? { ...l, ...changes } : l)),
  );
}
