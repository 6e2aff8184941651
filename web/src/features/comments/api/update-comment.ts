/**
 * `PATCH …/comments/{comment_id} {comment: {description?, attachments_attributes?}}` (cards spec §4 "Edit
 * shows Save or Cancel"; §5 Comment Edit and Delete; §7 attachments `_destroy`; decisions R2, R39): the
 * author's new text, the files they removed and the uploads they added, within 5 minutes of posting, as one write.
 * @throws ApiError 403 'Available within 5 minutes' after the window; 404 when a removed file is already gone.
 */
import type { Comment, NewAttachment } from '../../../../../shared/schemas/comments';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** What an edit changes: the text (unchanged when absent), the ids of the files to remove, and uploaded files to add. */
export interface CommentEdit {
  description?: string;
  removedAttachmentIds: readonly string[];
  addedAttachments?: readonly NewAttachment[];
}

/** Saves the edit; answers the comment as it now is. */
export function updateComment(scope: CommentsScope, commentId: string, edit: CommentEdit): Promise<Comment> {
  const attachments_attributes = [
    ...edit.removedAttachmentIds.map((id) => ({ id, _destroy: true as const })),
    ...(edit.addedAttachments ?? []),
  ];
  return unwrap(
    apiClient.PATCH('/api/v1/workspaces/{id}/content_groups/{cid}/comments/{comment_id}', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId, comment_id: commentId } },
      body: {
        comment: {
          ...(edit.description !== undefined ? { description: edit.description } : {}),
          ...(attachments_attributes.length ? { attachments_attributes } : {}),
        },
      },
    }),
  );
}
