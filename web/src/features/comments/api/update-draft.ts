/**
 * `PUT …/comments/update_draft {comment: {internal, description}}` (cards spec §4 "update the draft";
 * "Drafts autosave when switching tab or leaving"; decisions R1): saves the draft's text.
 */
import type { DraftComment } from '../../../../../shared/schemas/comments';
import { isInternalTab, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** Saves the text of the tab's draft (created when absent). */
export function updateDraft(scope: CommentsScope, tab: CommentTab, description: string): Promise<DraftComment> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/comments/update_draft', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { comment: { internal: isInternalTab(tab), description } },
    }),
  );
}
