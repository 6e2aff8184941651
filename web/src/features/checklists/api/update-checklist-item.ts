/**
 * `PATCH …/list_items/{id} {list_item: {description?, done?}}`: edit an item or toggle it done (cards
 * spec §4 "An item toggles done and undone optimistically and reverts on error").
 */
import type { ChecklistItem } from '../../../../../shared/schemas/checklist';
import { api } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';
import { checklistsPath } from './get-checklists';

export interface ChecklistItemChanges {
  description?: string;
  done?: boolean;
}

/** Updates an item. */
export function updateChecklistItem(workspaceId: string, cardId: string, listId: string, itemId: string, list_item: ChecklistItemChanges): Promise<ChecklistItem> {
  return api.patch<ChecklistItem>(`${checklistsPath(workspaceId, cardId)}/${listId}/list_items/${itemId}`, { list_item });
}

/** Update-item mutation; its variable is `{ listId, itemId, changes }`, shown at once. */
export function useUpdateChecklistItem(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    ({ listId, itemId, changes }: { listId: string; itemId: string; changes: ChecklistItemChanges }) =>
      updateChecklistItem(scope.workspaceId, scope.cardId, listId, itemId, changes),
    (lists, { listId, itemId, changes }) =>
      lists.map((l) => (l.id !== listId ? l : { ...l, items: l.items.map((i) => (i.id === itemId ? { ...i, ...changes } : i)) })),
  );
}
