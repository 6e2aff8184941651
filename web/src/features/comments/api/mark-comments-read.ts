/**
 * `POST …/comments/mark_as_read {comment_type}` (cards spec §4 "Mark-as-read runs after the card chat has
 * been visible for 1 second … the guest type for the discussion tab and the team type otherwise"; §7):
 * answers the caller's unread counts after it.
 */
import type { UnreadComments } from '../../../../../shared/schemas/comments';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** Marks the tab's comments read. */
export function markCommentsRead(scope: CommentsScope, tab: CommentTab): Promise<UnreadComments> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/comments/mark_as_read', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { comment_type: tab },
    }),
  );
}
