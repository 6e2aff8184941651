/**
 * `POST …/content_groups/{c}/lists {list: {title?}}`: a new list at the end (cards spec §7 Checklists;
 * §4 "Title and description are sent on creation only when non-empty").
 */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';

/** Creates a list; an empty title is left out, so the server names it "Checklist". */
export function createChecklist(workspaceId: string, cardId: string, title: string): Promise<Checklist> {
  const trimmed = title.trim();
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/lists', {
      params: { path: { id: workspaceId, cid: cardId } },
      body: { list: trimmed ? { title: trimmed } : {} },
    }),
  );
}

/** Create-list mutation; its variable is the title. */
export function useCreateChecklist(scope: ChecklistScope) {
  return useChecklistMutation(scope, (title: string) => createChecklist(scope.workspaceId, scope.cardId, title));
}
