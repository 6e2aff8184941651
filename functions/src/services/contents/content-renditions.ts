/**
 * A content's renditions, retried and allowed to fail (issue 40 "Thumbnails … that fail are retried, and a
 * content whose rendition keeps failing says so on its tile instead of spinning forever"; decisions FT1, FT2).
 *
 * `small` (≤ 1200 px wide) and `thumbnail` (≤ 400 px) are PNGs made by sharp from the image, or from a PDF's
 * first page drawn by pdfjs-dist (./pdf-thumbnail.ts). Rendering and storing both is one attempt; attempts
 * are bounded (lib/retry.ts RENDITION_RETRIES). A content whose renditions still fail is kept with
 * `rendition_failed`; the team's retry action (`POST …/contents/{content_id}/renditions`) tries again.
 */
import { $get, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { patchItem } from '../../data/access';
import type { ContentRecord } from '../../data/contents';
import { Content } from '../../data/entities/content';
import { getObjectBytes, putObject } from '../../lib/aws/s3';
import { logger } from '../../lib/observability';
import { RENDITION_RETRIES, withRetries } from '../../lib/retry';
import { openImage, pngAtMostWide } from '../../lib/uploads/sharp';
import { pdfPageCount, renderPdfFirstPage } from './pdf-thumbnail';

/** Rendition name → largest width in px. */
export const CONTENT_RENDITIONS = { small: 1200, thumbnail: 400 } as const;

/** The MIME type of a stored content's `type` (`pdf`, or an image MIME type). */
export const mimeOfType = (type: string) => (type === 'pdf' ? 'application/pdf' : type);

/**
 * One attempt: render `original` (of MIME type `mime`) and store `{folder}small.png` and `{folder}thumbnail.png`.
 * @returns a PDF's page count (issue 26). @throws the renderer's or S3's error.
 */
export async function storeRenditions(original: Buffer, mime: string, folder: string): Promise<{ pageCount?: number }> {
  const info: { pageCount?: number } = {};
  const source =
    mime === 'application/pdf' ? await renderPdfFirstPage(original, CONTENT_RENDITIONS.small, info) : original;
  const [small, thumbnail] = await Promise.all([
    pngAtMostWide(source, CONTENT_RENDITIONS.small),
    pngAtMostWide(source, CONTENT_RENDITIONS.thumbnail),
  ]);
  await Promise.all([
    putObject(`${folder}small.png`, small, 'image/png'),
    putObject(`${folder}thumbnail.png`, thumbnail, 'image/png'),
  ]);
  return info.pageCount !== undefined ? { pageCount: info.pageCount } : {};
}

/**
 * Whether `original`'s header can be read: an image's size by sharp, a PDF's page count by pdfjs. A file
 * whose header cannot be read is no image or PDF at all (refused at upload, issue 10); one whose header
 * reads but whose pixels or page do not render is a failed rendition.
 * @throws PdfRendererUnavailableError when pdfjs cannot load.
 */
export async function readableHeader(original: Buffer, mime: string): Promise<{ pageCount?: number } | null> {
  try {
    if (mime === 'application/pdf') return { pageCount: await pdfPageCount(original) };
    const { width, height } = await (await openImage(original)).metadata();
    return width && height ? {} : null;
  } catch (error) {
    if ((error as Error).name === 'PdfRendererUnavailableError') throw error;
    return null;
  }
}

/**
 * storeRenditions tried with RENDITION_RETRIES' attempts and backoff, from attempt `firstAttempt` (2 when the
 * caller already tried once).
 * @returns the page count as storeRenditions, or null when every attempt failed (logged as an error).
 */
export async function tryRenditions(
  original: Buffer,
  mime: string,
  folder: string,
  firstAttempt = 1,
): Promise<{ pageCount?: number } | null> {
  try {
    return await withRetries(() => storeRenditions(original, mime, folder), RENDITION_RETRIES, undefined, firstAttempt);
  } catch (error) {
    logger.error('A content rendition failed after its retries', { folder, error: (error as Error).message });
    return null;
  }
}

/**
 * The team's retry (decisions FT2): read `content`'s original, try its renditions again and, when they are
 * made, clear `rendition_failed` (and fill a missing page count) while the content still holds that file.
 * @returns the content as it now is (still `rendition_failed` when the attempts failed again).
 */
export async function retryContentRenditions(content: ContentRecord): Promise<ContentRecord> {
  if (!content.rendition_failed) return content;
  const original = await getObjectBytes(`${content.folder}original`);
  const made = await tryRenditions(original, mimeOfType(content.type), content.folder);
  if (!made) return content;
  const page_count = content.page_count ?? made.pageCount;
  try {
    await patchItem(
      Content,
      {
        card_id: content.card_id,
        content_id: content.content_id,
        rendition_failed: $remove(),
        // Making a preview is no change of the content: its updated_at stays (as page counts, decisions D26).
        updated_at: $get('updated_at'),
        ...(page_count !== undefined ? { page_count } : {}),
      },
      { condition: { attr: 'folder', eq: content.folder }, returnValues: 'NONE' },
    );
  } catch (error) {
    // Replaced meanwhile: the new file has its own renditions.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const { rendition_failed: _failed, ...rest } = content;
  return { ...rest, ...(page_count !== undefined ? { page_count } : {}) };
}
