/**
 * `DELETE …/comments/{draft id}/clear_draft?internal` (cards spec §4 "clear the draft"; §7; decisions
 * R1): drops the tab's draft and its files, e.g. when the composer is emptied.
 */
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** Clears the draft `draftId` of `tab`. */
export function clearDraft(
  scope: CommentsScope,
  tab: CommentTab,
  draftId: string,
): Promise<{ id: string; internal: boolean }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/clear_draft', {
      params: {
        path: { id: scope.workspaceId, cid: scope.cardId, comment_id: draftId },
        query: { internal: tab === 'team' ? 'true' : 'false' },
      },
    }),
  );
}
