/**
 * Chat files through the shared upload pipeline (BRIEF §7 "Uploads share one pipeline"; lib/uploads;
 * accounts spec §5 "Chat treats png, jpg, svg, jpeg, gif, tiff as images"; docs/decisions.md V22, V23):
 * a presigned POST under `pending/{user}/chat/{workspace}/`, then on send the file is verified (size, magic
 * bytes; SVGs without active content) and moved to `org/{o}/workspace/{w}/chat/{file id}`; the send's
 * transaction counts its bytes in the workspace's `storage_bytes` (a personal workspace refuses past 100 MB).
 * A TIFF, which browsers cannot draw, also gets a PNG preview beside it (decisions V33).
 */
import { CHAT_FILE_TYPES, CHAT_MESSAGES, type ChatFileType } from '../../../../shared/schemas/chat-limits';
import type { PresignedPost } from '../../../../shared/schemas/uploads';
import { deleteObject } from '../../lib/aws/s3';
import { BadRequestError } from '../../lib/http/errors';
import { fileTooLargeError } from '../../lib/uploads/file-too-large';
import { logger } from '../../lib/observability';
import { workspaceUploadPrefix } from '../../lib/uploads/keys';
import {
  discardPendingUpload,
  presignPendingUpload,
  promotePendingUpload,
  takePendingUpload,
  type UploadPurpose,
} from '../uploads/pending-uploads';
import { putObject } from '../../lib/aws/s3';
import { pngAtMostWide } from '../../lib/uploads/sharp';
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/upload-limits';
import { isPixelLimitError, sniffSvg, sniffType } from '../../lib/uploads/verify-upload';
import { workspaceFileLimits } from '../uploads/workspace-limits';

/** Where a workspace's chat files go, and the limits of its organization. */
export interface ChatFileScope {
  organizationId: string;
  workspaceId: string;
  userId: string;
  /** Largest file in bytes (5 MB personal, 10 MB business; accounts spec §9). */
  maxBytes: number;
  /** The workspace's storage cap in bytes (personal: 100 MB), or null. */
  storageCap: number | null;
}

/** The organization's limits (one GetItem; functions/src/services/uploads/workspace-limits.ts). */
export async function chatFileScopeOf(
  organizationId: string,
  workspaceId: string,
  userId: string,
): Promise<ChatFileScope> {
  return { organizationId, workspaceId, userId, ...(await workspaceFileLimits(organizationId)) };
}

const purposeOf = (scope: ChatFileScope): UploadPurpose => ({
  name: 'chat',
  types: CHAT_FILE_TYPES,
  maxBytes: scope.maxBytes,
  notAllowedMessage: CHAT_MESSAGES.notAllowedType,
  unsafeSvgMessage: CHAT_MESSAGES.unsafeSvg,
  keyField: 'file',
});

/** The final key of a chat file. */
export const chatFileKey = (scope: ChatFileScope, fileId: string) =>
  `${workspaceUploadPrefix(scope.organizationId, scope.workspaceId)}chat/${fileId}`;

/**
 * A presigned POST for one chat file of `size` bytes.
 * @throws BadRequestError "Maximum file size is 5MB." past the organization's limit; 429 past the open uploads.
 */
export async function presignChatFile(
  scope: ChatFileScope,
  contentType: ChatFileType,
  size: number,
): Promise<PresignedPost> {
  if (size > scope.maxBytes) throw fileTooLargeError(scope.maxBytes, 'size');
  return presignPendingUpload(
    purposeOf(scope),
    { userId: scope.userId, scopeId: scope.workspaceId },
    contentType,
    scope.maxBytes,
  );
}

/** A stored chat file. */
export interface StoredChatFile {
  filename: string;
  content_type: ChatFileType;
  size: number;
  key: string;
  /** The PNG preview of a TIFF (absent for other types, and for a TIFF sharp cannot decode). */
  preview_key?: string;
}

/** Widest preview of a TIFF, in pixels: the chat shows files at most 20 rem wide, twice that for sharp screens. */
export const CHAT_PREVIEW_WIDTH = 800;

/**
 * Store a PNG preview of the TIFF `bytes` at `key` + `-preview.png`.
 * @returns its key, or undefined when sharp cannot decode the file (it stays a download; logged).
 * @throws sharp's pixel-limit error (isPixelLimitError) for a picture over the shared limit (issue 25).
 */
async function storeTiffPreview(bytes: Buffer, key: string): Promise<string | undefined> {
  try {
    const previewKey = `${key}-preview.png`;
    await putObject(previewKey, await pngAtMostWide(bytes, CHAT_PREVIEW_WIDTH), 'image/png');
    return previewKey;
  } catch (error) {
    if (isPixelLimitError(error)) throw error;
    logger.info('TIFF chat file without a preview: it cannot be decoded', { key, error: (error as Error).message });
    return undefined;
  }
}

/**
 * Verify the pending upload at `pendingKey` and move it to the chat file key of `fileId`.
 * @throws BadRequestError for a key not handed to this user for this workspace, a missing, too large,
 *   unsafe or wrong file, or a picture over the shared pixel limit (issue 25) (already deleted).
 */
export async function storeChatFile(
  scope: ChatFileScope,
  pendingKey: string,
  filename: string,
  fileId: string,
): Promise<StoredChatFile> {
  const bytes = await takePendingUpload(
    purposeOf(scope),
    { userId: scope.userId, scopeId: scope.workspaceId },
    pendingKey,
  );
  const type = ((await sniffType(bytes)) ?? (sniffSvg(bytes) === 'svg' ? 'image/svg+xml' : null)) as ChatFileType;
  const key = chatFileKey(scope, fileId);
  let previewKey: string | undefined;
  try {
    previewKey = type === 'image/tiff' ? await storeTiffPreview(bytes, key) : undefined;
  } catch (error) {
    if (!isPixelLimitError(error)) throw error;
    // Over the pixel limit: the file goes, as the pipeline's own refusals do.
    await discardPendingUpload(pendingKey);
    throw new BadRequestError(UPLOAD_MESSAGES.tooManyPixels, { file: [UPLOAD_MESSAGES.tooManyPixels] });
  }
  await promotePendingUpload(pendingKey, key);
  return { filename, content_type: type, size: bytes.length, key, ...(previewKey ? { preview_key: previewKey } : {}) };
}

/** Delete a stored file (and its preview) whose message did not commit (its bytes were never counted). */
export async function deleteChatFile(file: Pick<StoredChatFile, 'key' | 'preview_key'>): Promise<void> {
  for (const key of [file.key, file.preview_key].filter((k): k is string => Boolean(k))) {
    try {
      await deleteObject(key);
    } catch (error) {
      // Nothing counts it; a leftover object only costs storage, so it must not fail the request.
      logger.error('Chat file could not be deleted', { key, error: error as Error });
    }
  }
}
