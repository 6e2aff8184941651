/**
 * Checks before a comment file is sent (cards spec §5 "At most 20 images and 5 other files ('You can only
 * add a maximum of 20 images', '... 5 files')"; decisions R6): the type must be an image or a PDF, and the
 * files already attached or on their way count. The server checks again and is the authority.
 */
import {
  COMMENT_ATTACHMENT_TYPES,
  COMMENT_MESSAGES,
  attachmentLimitMessage,
  type CommentAttachmentType,
} from '../../../../../shared/schemas/comments-limits';

/** The MIME type a file is sent as, or null when comments do not take it (by the browser's type, or the extension). */
export function commentFileType(file: Pick<File, 'type' | 'name'>): CommentAttachmentType | null {
  if ((COMMENT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return file.type as CommentAttachmentType;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byExt: Record<string, CommentAttachmentType> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    pdf: 'application/pdf',
  };
  return (ext && !file.type && byExt[ext]) || null;
}

/**
 * The files to send with their types, or the message that refuses the whole batch: a type comments do
 * not take, or more than 20 images or 5 files together with `currentTypes` (attached and uploading).
 */
export function checkCommentFiles(
  files: readonly File[],
  currentTypes: readonly string[],
): { ok: Array<{ file: File; contentType: CommentAttachmentType }> } | { error: string } {
  const typed = files.map((file) => ({ file, contentType: commentFileType(file) }));
  if (typed.some((t) => t.contentType === null)) return { error: COMMENT_MESSAGES.notAllowedType };
  const ok = typed as Array<{ file: File; contentType: CommentAttachmentType }>;
  const limit = attachmentLimitMessage([...currentTypes, ...ok.map((t) => t.contentType)]);
  return limit ? { error: limit } : { ok };
}
