/**
 * `PATCH …/comments/{comment_id} {comment: {description}}` (cards spec §4 "Edit shows Save or Cancel";
 * §5 Comment Edit and Delete; decisions R2): the author's new text, within 5 minutes of posting.
 * @throws ApiError 403 'Available within 5 minutes' after the window.
 */
import type { Comment } from '../../../../../shared/schemas/comments';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Saves the new text; answers the comment as it now is. */
export function updateComment(scope: CommentsScope, commentId: string, description: string): Promise<Comment> {
  return api.patch<Comment>(`${commentsPath(scope)}/${encodeURIComponent(commentId)}`, { comment: { description } });
}
