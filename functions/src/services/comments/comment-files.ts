/**
 * Comment and draft files through the shared upload pipeline (BRIEF §7 "Uploads share one pipeline";
 * lib/uploads; cards spec §5 "at most 20 images and 5 other files"; docs/decisions.md R5, R6):
 * a presigned POST under `pending/{user}/comment/{card}/`, then on use the file is verified (size, magic
 * bytes) and moved to `org/{o}/workspace/{w}/cards/{c}/comments/{attachment id}`; the caller counts the
 * bytes in the workspace's `storage_bytes` in its own transaction, which also claims each upload (data/stored-uploads.ts:
 * one upload makes one comment's or draft's file; decisions ON1).
 */
import { randomUUID } from 'node:crypto';
import type { NewAttachment } from '../../../../shared/schemas/comments';
import {
  COMMENT_ATTACHMENT_TYPES,
  COMMENT_MESSAGES,
  attachmentLimitMessage,
} from '../../../../shared/schemas/comments-limits';
import type { PresignedPost } from '../../../../shared/schemas/uploads';
import type { StoredAttachmentRecord } from '../../data/comments';
import { deleteObjects } from '../../lib/aws/s3';
import { BadRequestError } from '../../lib/http/errors';
import { fileTooLargeError } from '../../lib/uploads/file-too-large';
import { logger } from '../../lib/observability';
import { cardUploadPrefix } from '../../lib/uploads/keys';
import {
  pendingUploadId,
  presignPendingUpload,
  promotePendingUpload,
  takePendingUpload,
  type UploadPurpose,
} from '../uploads/pending-uploads';
import { sniffType } from '../../lib/uploads/verify-upload';
import { workspaceFileLimits } from '../uploads/workspace-limits';

/** Where a card's files are, and what limits apply: the organization's file size and a personal workspace's cap. */
export interface FileScope {
  organizationId: string;
  workspaceId: string;
  cardId: string;
  userId: string;
  /** Largest file in bytes (5 MB personal, 10 MB business; cards spec §5). */
  maxBytes: number;
  /** The workspace's storage cap in bytes (personal: 100 MB), or null. */
  storageCap: number | null;
}

/** The limits of the organization (one GetItem; functions/src/services/uploads/workspace-limits.ts). */
export async function fileScopeOf(
  organizationId: string,
  workspaceId: string,
  cardId: string,
  userId: string,
): Promise<FileScope> {
  return { organizationId, workspaceId, cardId, userId, ...(await workspaceFileLimits(organizationId)) };
}

const purposeOf = (scope: FileScope): UploadPurpose => ({
  name: 'comment',
  types: COMMENT_ATTACHMENT_TYPES,
  maxBytes: scope.maxBytes,
  notAllowedMessage: COMMENT_MESSAGES.notAllowedType,
  keyField: 'attachments_attributes',
});

/**
 * A presigned POST for one comment file of `size` bytes.
 * @throws BadRequestError "Maximum file size is 5MB." past the organization's limit; 429 past the open uploads.
 */
export async function presignCommentFile(scope: FileScope, contentType: string, size: number): Promise<PresignedPost> {
  if (size > scope.maxBytes) throw fileTooLargeError(scope.maxBytes, 'size');
  return presignPendingUpload(
    purposeOf(scope),
    { userId: scope.userId, scopeId: scope.cardId },
    contentType,
    scope.maxBytes,
  );
}

/**
 * Verify and store new uploads for a comment or draft that already holds `kept` attachments; the
 * limits count kept and new files together, by the types their bytes prove.
 * @returns the stored attachments (in order), their bytes, and the pending uploads they came from
 *   (`pendingUploadId`), which the write keeping them claims so each upload is stored once (decisions ON1).
 * @throws BadRequestError for a bad key, a missing, too large or wrong file (already deleted), or a
 *   broken limit ('You can only add a maximum of 20 images' / '… 5 files'); files stored by this call
 *   are deleted again before it throws.
 */
export async function storeNewFiles(
  scope: FileScope,
  uploads: readonly NewAttachment[],
  kept: readonly StoredAttachmentRecord[],
): Promise<{ stored: StoredAttachmentRecord[]; bytes: number; uploadIds: string[] }> {
  const declared = attachmentLimitMessage([...kept.map((a) => a.content_type), ...uploads.map((u) => u.content_type)]);
  if (declared) throw new BadRequestError(declared, { attachments_attributes: [declared] });
  const stored: StoredAttachmentRecord[] = [];
  try {
    for (const upload of uploads) {
      const bytes = await takePendingUpload(
        purposeOf(scope),
        { userId: scope.userId, scopeId: scope.cardId },
        upload.key,
      );
      const type = (await sniffType(bytes))!;
      const attachmentId = randomUUID();
      const key = `${cardUploadPrefix(scope.organizationId, scope.workspaceId, scope.cardId)}comments/${attachmentId}`;
      await promotePendingUpload(upload.key, key);
      stored.push({
        attachment_id: attachmentId,
        filename: upload.filename,
        content_type: type,
        size: bytes.length,
        key,
      });
    }
    const proven = attachmentLimitMessage([...kept.map((a) => a.content_type), ...stored.map((a) => a.content_type)]);
    if (proven) throw new BadRequestError(proven, { attachments_attributes: [proven] });
  } catch (error) {
    await deleteFiles(stored);
    throw error;
  }
  return {
    stored,
    bytes: stored.reduce((sum, a) => sum + a.size, 0),
    uploadIds: uploads.map((upload) => pendingUploadId(upload.key)),
  };
}

/** Delete stored files (removed attachments, a deleted comment's, a write that did not commit). */
export async function deleteFiles(files: readonly { key: string }[]): Promise<void> {
  if (files.length === 0) return;
  try {
    await deleteObjects(files.map((f) => f.key));
  } catch (error) {
    // The counters are already right; a leftover object only costs storage, so it must not fail the request.
    logger.error('Comment files could not be deleted', { keys: files.map((f) => f.key), error: error as Error });
  }
}
