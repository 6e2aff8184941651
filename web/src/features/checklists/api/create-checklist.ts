/**
 * `POST …/content_groups/{c}/lists {list: {title?}}`: a new list at the end (cards spec §7 Checklists;
 * §4 "Title and description are sent on creation only when non-empty").
 */
import type { Checklist } from '../../../../../shared/schemas/checklist';
import { api } from '../../../lib/api-client';
import { useChecklistMutation, type ChecklistScope } from '../hooks/use-checklist-mutation';
import { checklistsPath } from './get-checklists';

/** Creates a list; an empty title is left out, so the server names it "Checklist". */
export function createChecklist(workspaceId: string, cardId: string, title: string): Promise<Checklist> {
  const trimmed = title.trim();
  return api.post<Checklist>(checklistsPath(workspaceId, cardId), { list: trimmed ? { title: trimmed } : {} });
}

/** Create-list mutation; its variable is the title. */
export function useCreateChecklist(scope: ChecklistScope) {
  return useChecklistMutation(scope, (title: string) => createChecklist(scope.workspaceId, scope.cardId, title));
}
