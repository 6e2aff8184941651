/**
 * `POST …/comments/attachment_uploads {content_type, size, filename}` (decisions R5): a presigned POST
 * for one comment file (5 MB personal, 10 MB business; images and PDFs only, R6).
 * @throws ApiError with the server's message, e.g. 'Maximum file size is 5MB.'.
 */
import type { PresignedPost } from '../../../../../shared/schemas/uploads';
import { api } from '../../../lib/api-client';
import { commentsPath, type CommentsScope } from './comments-path';

/** Asks for the presigned POST of `file`. */
export function presignCommentAttachment(scope: CommentsScope, file: File, contentType: string): Promise<PresignedPost> {
  return api.post<PresignedPost>(`${commentsPath(scope)}/attachment_uploads`, { content_type: contentType, size: file.size, filename: file.name });
}
