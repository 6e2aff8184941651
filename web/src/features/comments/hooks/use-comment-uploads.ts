/**
 * The files on their way into a comment (cards spec §5 Comments attachments and limits; decisions R5,
 * R39) on the shared upload queue (lib/use-upload-queue.ts): each gets a presigned POST, is sent straight
 * to S3 (with progress, and Cancel while it is sent), then is handed to `attach` (the composer's draft,
 * or an edit's list). A failed file keeps its message with Dismiss.
 */
import type { CommentAttachmentType } from '../../../../../shared/schemas/comments-limits';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUploadQueue, type UploadRow } from '../../../lib/use-upload-queue';
import type { CommentsScope } from '../api/comments-path';
import { presignCommentAttachment } from '../api/presign-comment-attachment';
import { checkCommentFiles } from '../utils/attachment-limits';

/** One row of the upload list; `meta` is the file's attachment type. */
export type CommentUpload = UploadRow<CommentAttachmentType>;

/** Takes an uploaded object into the comment being written. */
type Attach = (file: { key: string; content_type: CommentAttachmentType; filename: string }) => Promise<unknown>;

const FAILED_SEND = 'The file could not be uploaded. Please try again.';

/**
 * The upload rows and their actions. `add(files, attachedTypes)` checks the files against the limits,
 * counting the comment's attached files (`attachedTypes`) and those still on their way, and toasts the
 * spec's message instead of starting when they would pass them.
 */
export function useCommentUploads(scope: CommentsScope, attach: Attach) {
  const queue = useUploadQueue<CommentAttachmentType>({
    presign: (file, contentType) => presignCommentAttachment(scope, file, contentType),
    save: (key, file, contentType) => attach({ key, content_type: contentType, filename: file.name }),
    sendFailedMessage: FAILED_SEND,
  });
  const add = (files: readonly File[], attachedTypes: readonly CommentAttachmentType[]) => {
    const inFlight = queue.items.filter((u) => u.status !== 'failed').map((u) => u.meta);
    const checked = checkCommentFiles(files, [...attachedTypes, ...inFlight]);
    if ('error' in checked) toast.error(checked.error);
    else queue.start(checked.ok.map(({ file, contentType }) => ({ file, meta: contentType })));
  };
  return { ...queue, add };
}
