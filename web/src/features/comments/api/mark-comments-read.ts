/**
 * `POST …/comments/mark_as_read {comment_type}` (cards spec §4 "Mark-as-read runs after the card chat has
 * been visible for 1 second … the guest type for the discussion tab and the team type otherwise"; §7):
 * answers the caller's unread counts after it.
 */
import type { UnreadComments } from '../../../../../shared/schemas/comments';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Marks the tab's comments read. */
export function markCommentsRead(scope: CommentsScope, tab: CommentTab): Promise<UnreadComments> {
  return api.post<UnreadComments>(`${commentsPath(scope)}/mark_as_read`, { comment_type: tab });
}
