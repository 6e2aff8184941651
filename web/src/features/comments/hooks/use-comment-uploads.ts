/**
 * The files on their way into a comment (cards spec §5 Comments attachments and limits; decisions R5,
 * R39) on the shared upload queue (lib/use-upload-queue.ts): each gets a presigned POST, is sent straight
 * to S3 (with progress, and Cancel while it is sent), then is handed to `attach` (the composer's draft,
 * or an edit's list). A failed file keeps its message with Dismiss.
 */
import {
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  type CommentAttachmentType,
} from '../../../../../shared/schemas/comments-limits';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import { toast } from '../../../components/ui/toast/toast-store';
import { useUploadQueue, type UploadRow } from '../../../lib/use-upload-queue';
import type { CommentsScope } from '../api/comments-path';
import { presignCommentAttachment } from '../api/presign-comment-attachment';
import { checkCommentFiles } from '../utils/attachment-limits';

/** One row of the upload list; `meta` is the file's attachment type. */
export type CommentUpload = UploadRow<CommentAttachmentType>;

/** Takes an uploaded object into the comment being written. */
type Attach = (file: { key: string; content_type: CommentAttachmentType; filename: string }) => Promise<unknown>;

/** The `comments` key of each refusal checkCommentFiles gives (its English is the spec's message). */
const REFUSALS: Record<string, { key: string; max?: number }> = {
  [COMMENT_MESSAGES.notAllowedType]: { key: 'files.notAllowedType' },
  [COMMENT_MESSAGES.tooManyImages]: { key: 'files.tooManyImages', max: COMMENT_LIMITS.maxImages },
  [COMMENT_MESSAGES.tooManyFiles]: { key: 'files.tooManyFiles', max: COMMENT_LIMITS.maxFiles },
};

/**
 * The upload rows and their actions. `add(files, attachedTypes)` checks the files against the limits,
 * counting the comment's attached files (`attachedTypes`) and those still on their way, and toasts the
 * spec's message instead of starting when they would pass them.
 */
export function useCommentUploads(scope: CommentsScope, attach: Attach) {
  const { t } = useTranslation('comments');
  const queue = useUploadQueue<CommentAttachmentType>({
    presign: (file, contentType) => presignCommentAttachment(scope, file, contentType),
    save: (key, file, contentType) => attach({ key, content_type: contentType, filename: file.name }),
    sendFailedMessage: t('upload.failed'),
  });
  const add = (files: readonly File[], attachedTypes: readonly CommentAttachmentType[]) => {
    const inFlight = queue.items.filter((u) => u.status !== 'failed').map((u) => u.meta);
    const checked = checkCommentFiles(files, [...attachedTypes, ...inFlight]);
    if ('error' in checked) {
      const refusal = REFUSALS[checked.error];
      toast.error(refusal ? t(refusal.key, { max: refusal.max }) : checked.error);
    } else queue.start(checked.ok.map(({ file, contentType }) => ({ file, meta: contentType })));
  };
  return { ...queue, add };
}
