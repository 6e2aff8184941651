/**
 * From a confirmed upload to a content's stored files (cards spec §4 Contents, §5 sizes; BRIEF §7
 * "Uploads"; issue 13 "Renditions"; decisions U2, U4).
 *
 * The pending upload is checked (size and magic bytes: functions/src/services/uploads/pending-uploads.ts), then
 * stored under the content's folder as `original`, with two PNG renditions: `small` (at most 1200 px
 * wide) and `thumbnail` (at most 400 px wide). An image is resized by sharp; a PDF's first page is
 * rendered by pdfjs-dist on @napi-rs/canvas (./pdf-thumbnail.ts: permissive licences, no system
 * packages; issue 24) and then resized the same way (./content-renditions.ts). A file that passes the
 * signature check but whose header cannot be read is refused like one of the wrong type. One whose header
 * reads but that does not render (damaged pixels, a page that fails to draw, S3 failing) is retried and
 * then stored with `rendition_failed` (issue 40; decisions FT1).
 */
import { CONTENT_MESSAGES, CONTENT_MIME_TYPES, type ContentType } from '../../../../shared/schemas/contents-limits';
import type { StoredFile } from '../../data/contents';
import { BadRequestError } from '../../lib/http/errors';
import { logger } from '../../lib/observability';
import {
  discardPendingUpload,
  pendingUploadId,
  takePendingUpload,
  type UploadOwner,
  type UploadPurpose,
} from '../uploads/pending-uploads';
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/upload-limits';
import { putObject } from '../../lib/aws/s3';
import { isPixelLimitError, sniffType } from '../../lib/uploads/verify-upload';
import { readableHeader, storeRenditions, tryRenditions } from './content-renditions';

/** The upload purpose of card contents, with the organization's size limit. */
export function contentUploadPurpose(maxBytes: number): UploadPurpose {
  return {
    name: 'content',
    types: CONTENT_MIME_TYPES,
    maxBytes,
    notAllowedMessage: CONTENT_MESSAGES.notAllowed,
    keyField: 'key',
  };
}

const apiType = (mime: string): ContentType => (mime === 'application/pdf' ? 'pdf' : (mime as ContentType));

/**
 * Check the pending upload at `key`, store it and its renditions in `folder`, delete the pending object.
 * @returns the stored file, ready for data/contents.ts, with the upload's id: the write keeping it claims the
 *   upload, so a second store of the same upload is refused (decisions UP2).
 * @throws BadRequestError: 'Invalid upload key', the upload is missing, 'Maximum file size is 5MB.' (or
 *   10MB.), 'File selected is not an image' (wrong type, or a file that cannot be decoded), 'This image is
 *   too large: at most 50 megapixels…' (the shared pixel limit, issue 25); the upload is deleted for the last four.
 *   A file whose header reads but whose renditions fail after RENDITION_RETRIES is stored with `rendition_failed`.
 * @throws PdfRendererUnavailableError when the PDF renderer cannot load (a 500; the upload is kept).
 */
export async function storeContentFile(
  purpose: UploadPurpose,
  owner: UploadOwner,
  key: string,
  input: { contentId: string; filename: string; folder: string },
): Promise<StoredFile> {
  const original = await takePendingUpload(purpose, owner, key);
  const mime = (await sniffType(original))!;
  let made: { pageCount?: number; failed?: true };
  try {
    made = await storeRenditions(original, mime, input.folder);
  } catch (error) {
    // A file over the pixel limit, or whose header cannot be read, is no acceptable file (issues 10, 25).
    const header = isPixelLimitError(error) ? null : await readableHeader(original, mime);
    if (!header) {
      logger.info('Upload refused: the file cannot be decoded', { key, error: (error as Error).message });
      await discardPendingUpload(key);
      const message = isPixelLimitError(error) ? UPLOAD_MESSAGES.tooManyPixels : CONTENT_MESSAGES.notAllowed;
      throw new BadRequestError(message, { key: [message] });
    }
    // Its header reads but it did not render (damaged pixels, a page that fails to draw, S3 failing): retried, then kept as failed.
    made = (await tryRenditions(original, mime, input.folder, 2)) ?? {
      ...header,
      failed: true as const,
    };
  }
  await putObject(`${input.folder}original`, original, mime);
  await discardPendingUpload(key);
  return {
    content_id: input.contentId,
    type: apiType(mime),
    filename: input.filename,
    size: original.length,
    folder: input.folder,
    ...(made.pageCount !== undefined ? { page_count: made.pageCount } : {}),
    ...(made.failed ? { rendition_failed: true } : {}),
    upload_id: pendingUploadId(key),
  };
}
