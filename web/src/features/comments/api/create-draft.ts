/**
 * `POST …/comments/create_draft?active_tab {comment: {description}}` (cards spec §4 "Draft flow: create a
 * draft …"; §7; decisions R1): the caller's draft of the tab, created with the text typed so far, or the
 * existing one unchanged.
 */
import type { DraftComment } from '../../../../../shared/schemas/comments';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** Creates (or finds) the tab's draft. */
export function createDraft(scope: CommentsScope, tab: CommentTab, description: string): Promise<DraftComment> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/comments/create_draft', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId }, query: { active_tab: tab } },
      body: { comment: { description } },
    }),
  );
}
