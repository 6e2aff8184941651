/**
 * Comment and draft attachments as the API shows them (cards spec §3 Comment attachment: id, filename,
 * file_thumbnail, image_url): one-hour signed GET URLs of the stored file. Images are their own
 * thumbnail (decisions R5).
 */
import type { CommentAttachment, DraftComment } from '../../../../shared/schemas/comments';
import { isCommentImageType, type CommentAttachmentType } from '../../../../shared/schemas/comments-limits';
import { presignedObjectUrl } from '../../lib/aws/s3-presign';
import type { CommentDraftRecord } from '../../data/comment-reads';

/** A stored attachment (entities/comment.ts `attachments` items). */
export interface StoredAttachment {
  attachment_id: string;
  filename: string;
  content_type: string;
  size: number;
  key: string;
}

/** A one-hour GET URL of a stored file, offered for download under its own name. */
async function signedFileUrl(attachment: StoredAttachment): Promise<string> {
  const disposition = `${isCommentImageType(attachment.content_type) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`;
  return presignedObjectUrl(attachment.key, {
    responseContentDisposition: disposition,
    responseContentType: attachment.content_type,
    expiresIn: 3600,
  });
}

/** The API shape of one attachment. */
export async function toAttachmentResponse(attachment: StoredAttachment): Promise<CommentAttachment> {
  const url = await signedFileUrl(attachment);
  const image = isCommentImageType(attachment.content_type);
  return {
    id: attachment.attachment_id,
    filename: attachment.filename,
    content_type: attachment.content_type as CommentAttachmentType,
    size: attachment.size,
    is_image: image,
    file_thumbnail: image ? url : null,
    image_url: url,
  };
}

/** The API shape of several attachments, in their stored order. */
export function toAttachmentResponses(
  attachments: readonly StoredAttachment[] | undefined,
): Promise<CommentAttachment[]> {
  return Promise.all((attachments ?? []).map(toAttachmentResponse));
}

/** The API shape of a draft (cards spec §3 Draft comment). */
export async function toDraftResponse(draft: CommentDraftRecord): Promise<DraftComment> {
  return {
    id: draft.draft_id,
    internal: draft.tab === 'team',
    description: draft.description ?? '',
    attachments: await toAttachmentResponses(draft.attachments),
    updated_at: draft.updated_at,
  };
}
