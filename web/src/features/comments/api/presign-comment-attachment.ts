/**
 * `POST …/comments/attachment_uploads {content_type, size, filename}` (decisions R5): a presigned POST
 * for one comment file (5 MB personal, 10 MB business; images and PDFs only, R6).
 * @throws ApiError with the server's message, e.g. 'Maximum file size is 5MB.'.
 */
import type { CommentAttachmentType } from '../../../../../shared/schemas/comments-limits';
import type { PresignedPost } from '../../../../../shared/schemas/uploads';
import { apiClient, unwrap } from '../../../lib/api-client';
import { type CommentsScope } from './comments-path';

/** Asks for the presigned POST of `file`. */
export function presignCommentAttachment(
  scope: CommentsScope,
  file: File,
  contentType: CommentAttachmentType,
): Promise<PresignedPost> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/comments/attachment_uploads', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId } },
      body: { content_type: contentType, size: file.size, filename: file.name },
    }),
  );
}
