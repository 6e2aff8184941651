/** `PUT …/lists/sort {sorted_list_ids: [{id}]}`: a card's lists in a new order (cards spec §7 Checklists). */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

/** Sends the new order of every list. */
export function sortChecklists(workspaceId: string, cardId: string, orderedIds: string[]): Promise<Checklist[]> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/lists/sort', {
      params: { path: { id: workspaceId, cid: cardId } },
      body: { sorted_list_ids: orderedIds.map((id) => ({ id })) },
    }),
  );
}

/** Sort-lists mutation; its variable is the ids in their new order, shown at once. */
export function useSortChecklists(scope: ChecklistScope) {
  return useChecklistMutation(
    scope,
    (orderedIds: string[]) => sortChecklists(scope.workspaceId, scope.cardId, orderedIds),
    (lists, orderedIds) => orderedIds.flatMap((id) => lists.find((l) => l.id === id) ?? []),
  );
}
