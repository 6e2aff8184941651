/** `PUT …/lists/{id}/list_items/sort {sorted_list_item_ids: [{id}]}`: a list's items in a new order (cards spec §7 Checklists). */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { api } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';
import { checklistsPath } from './get-checklists';

/** Sends the new order of every item of a list. */
export function sortChecklistItems(workspaceId: string, cardId: string, listId: string, orderedIds: string[]): Promise<Checklist> {
  return api.put<Checklist>(`${checklistsPath(workspaceId, cardId)}/${listId}/list_items/sort`, { sorted_list_item_ids: orderedIds.map((id) => ({ id })) });
}

/** Sort-items mutation; its variable is `{ listId, orderedIds }`, shown at once. */
export function useSortChecklistItems(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, orderedIds }: { listId: string; orderedIds: string[] }) => sortChecklistItems(scope.workspaceId, scope.cardId, listId, orderedIds),
    (lists, { listId, orderedIds }) =>
      lists.map((l) => (l.id !== listId ? l : { ...l, items: orderedIds.flatMap((id) => l.items.find((i) => i.id === id) ?? []) })),
  );
}
