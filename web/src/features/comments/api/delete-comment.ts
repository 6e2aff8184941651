/**
 * `DELETE …/comments/{comment_id}` (cards spec §5 Comment Edit and Delete; decisions R2): the author
 * deletes within 5 minutes; the comment stays in the stream as deleted (text and files removed).
 */
import type { Comment } from '../../../../../shared/schemas/comments';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Deletes the comment; answers it as deleted. */
export function deleteComment(scope: CommentsScope, commentId: string): Promise<Comment> {
  return api.delete<Comment>(`${commentsPath(scope)}/${encodeURIComponent(commentId)}`);
}
