/**
 * `PUT …/comments/update_draft {comment: {internal, description}}` (cards spec §4 "update the draft";
 * "Drafts autosave when switching tab or leaving"; decisions R1): saves the draft's text.
 */
import type { DraftComment } from '../../../../../shared/schemas/comments';
import { isInternalTab, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Saves the text of the tab's draft (created when absent). */
export function updateDraft(scope: CommentsScope, tab: CommentTab, description: string): Promise<DraftComment> {
  return api.put<DraftComment>(`${commentsPath(scope)}/update_draft`, { comment: { internal: isInternalTab(tab), description } });
}
