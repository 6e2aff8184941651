/**
 * The files on their way into a comment (cards spec §5 Comments attachments; decisions R5) on the
 * shared upload queue (lib/use-upload-queue.ts): each gets a presigned POST, is sent straight to S3
 * (with progress, and Cancel while it is sent), then joins the tab's draft. A failed file keeps its
 * message with Dismiss.
 */
import type { PresignedPost } from '../../../../../shared/schemas/uploads';
import type { CommentAttachmentType } from '../../../../../shared/schemas/comments-limits';
import { useUploadQueue, type UploadRow } from '../../../lib/use-upload-queue';

/** One row of the upload list; `meta` is the file's attachment type. */
export type CommentUpload = UploadRow<CommentAttachmentType>;

interface Calls {
  presign: (file: File, contentType: CommentAttachmentType) => Promise<PresignedPost>;
  /** The uploaded object joins the draft. */
  attach: (file: { key: string; content_type: CommentAttachmentType; filename: string }) => Promise<unknown>;
}

const FAILED_SEND = 'The file could not be uploaded. Please try again.';

/** The upload rows and their actions; `start` takes files already checked by `checkCommentFiles`. */
export function useCommentUploads(calls: Calls) {
  const queue = useUploadQueue<CommentAttachmentType>({
    presign: calls.presign,
    save: (key, file, contentType) => calls.attach({ key, content_type: contentType, filename: file.name }),
    sendFailedMessage: FAILED_SEND,
  });
  const start = (files: Array<{ file: File; contentType: CommentAttachmentType }>) => queue.start(files.map(({ file, contentType }) => ({ file, meta: contentType })));
  return { ...queue, start };
}
