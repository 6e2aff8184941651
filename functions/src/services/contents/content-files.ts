/**
 * From a confirmed upload to a content's stored files (cards spec §4 Contents, §5 sizes; BRIEF §7
 * "Uploads"; issue 13 "Renditions"; decisions U2, U4).
 *
 * The pending upload is checked (size and magic bytes: functions/src/services/uploads/pending-uploads.ts), then
 * stored under the content's folder as `original`, with two PNG renditions: `small` (at most 1200 px
 * wide) and `thumbnail` (at most 400 px wide). An image is resized by sharp; a PDF's first page is
 * rendered by pdfjs-dist on @napi-rs/canvas (./pdf-thumbnail.ts: permissive licences, no system
 * packages; issue 24) and then resized the same way. A file that passes the signature check but cannot
 * be decoded is refused like one of the wrong type; a renderer that cannot load is a server error.
 */
import { CONTENT_MESSAGES, CONTENT_MIME_TYPES, type ContentType } from '../../../../shared/schemas/contents-limits';
import type { StoredFile } from '../../data/contents';
import { BadRequestError } from '../../lib/http/errors';
import { logger } from '../../lib/observability';
import {
  discardPendingUpload,
  takePendingUpload,
  type UploadOwner,
  type UploadPurpose,
} from '../uploads/pending-uploads';
import { pngAtMostWide } from '../../lib/uploads/sharp';
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/upload-limits';
import { putObject } from '../../lib/aws/s3';
import { isPixelLimitError, sniffType } from '../../lib/uploads/verify-upload';
import { PdfRendererUnavailableError, renderPdfFirstPage } from './pdf-thumbnail';

/** Rendition name → largest width in px. */
export const CONTENT_RENDITIONS = { small: 1200, thumbnail: 400 } as const;

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

/** The two renditions of a file: sharp resizes the image, or the PDF's first page rendered by pdfjs-dist. */
async function renditionsOf(
  original: Buffer,
  mime: string,
): Promise<Record<keyof typeof CONTENT_RENDITIONS, Buffer> & { pageCount?: number }> {
  // A PDF's page count comes with its first page (issue 26: annotations name pages).
  const info: { pageCount?: number } = {};
  const source =
    mime === 'application/pdf' ? await renderPdfFirstPage(original, CONTENT_RENDITIONS.small, info) : original;
  const [small, thumbnail] = await Promise.all([
    pngAtMostWide(source, CONTENT_RENDITIONS.small),
    pngAtMostWide(source, CONTENT_RENDITIONS.thumbnail),
  ]);
  return { small, thumbnail, ...(info.pageCount !== undefined ? { pageCount: info.pageCount } : {}) };
}

/**
 * Check the pending upload at `key`, store it and its renditions in `folder`, delete the pending object.
 * @returns the stored file, ready for data/contents.ts.
 * @throws BadRequestError: 'Invalid upload key', the upload is missing, 'Maximum file size is 5MB.' (or
 *   10MB.), 'File selected is not an image' (wrong type, or a file that cannot be decoded), 'This image is
 *   too large: at most 50 megapixels…' (the shared pixel limit, issue 25); the upload is deleted for the last four.
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
  let renditions: Awaited<ReturnType<typeof renditionsOf>>;
  try {
    renditions = await renditionsOf(original, mime);
  } catch (error) {
    if (error instanceof PdfRendererUnavailableError) throw error;
    logger.info('Upload refused: the file cannot be decoded', { key, error: (error as Error).message });
    await discardPendingUpload(key);
    const message = isPixelLimitError(error) ? UPLOAD_MESSAGES.tooManyPixels : CONTENT_MESSAGES.notAllowed;
    throw new BadRequestError(message, { key: [message] });
  }
  await Promise.all([
    putObject(`${input.folder}original`, original, mime),
    putObject(`${input.folder}small.png`, renditions.small, 'image/png'),
    putObject(`${input.folder}thumbnail.png`, renditions.thumbnail, 'image/png'),
  ]);
  await discardPendingUpload(key);
  return {
    content_id: input.contentId,
    type: apiType(mime),
    filename: input.filename,
    size: original.length,
    folder: input.folder,
    ...(renditions.pageCount !== undefined ? { page_count: renditions.pageCount } : {}),
  };
}
