/**
 * `PATCH …/lists/{id} {list: {title?, hidden?}}`: rename a list, or hide or show it to guests
 * ('Hide to Guests' / 'Show to Guests'; cards spec §4 Checklists, §7). Applied at once, reverted on error.
 */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { api } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';
import { checklistsPath } from './get-checklists';

export interface ChecklistChanges {
  title?: string;
  hidden?: boolean;
}

/** Updates a list. */
export function updateChecklist(workspaceId: string, cardId: string, listId: string, list: ChecklistChanges): Promise<Checklist> {
  return api.patch<Checklist>(`${checklistsPath(workspaceId, cardId)}/${listId}`, { list });
}

/** Update-list mutation; its variable is `{ listId, changes }`. */
export function useUpdateChecklist(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, changes }: { listId: string; changes: ChecklistChanges }) => updateChecklist(scope.workspaceId, scope.cardId, listId, changes),
    (lists, { listId, changes }) => lists.map((l) => (l.id === listId ? { ...l, ...changes } : l)),
  );
}
