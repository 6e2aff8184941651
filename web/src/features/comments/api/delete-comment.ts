/**
 * `DELETE …/comments/{comment_id}` (cards spec §5 Comment Edit and Delete; decisions R2): the author
 * deletes within 5 minutes; the comment stays in the stream as deleted (text and files removed).
 */
import type { Comment } from '../../../../../shared/schemas/comments';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** Deletes the comment; answers it as deleted. */
export function deleteComment(scope: CommentsScope, commentId: string): Promise<Comment> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/comments/{comment_id}', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId, comment_id: commentId } },
    }),
  );
}
