/**
 * Image renditions of a confirmed upload (BRIEF §3 "Uploads … sharp makes the thumbnails"): profile
 * pictures (accounts spec §3 User logo) and workspace logos (§3 Workspace logo). The caller supplies the
 * sharp rendering, so this module (and every function that only deletes pictures) never loads sharp.
 */
import { UPLOAD_MESSAGES } from '../../../../shared/schemas/uploads';
import { deleteObjects, putObject } from '../../lib/aws/s3';
import { BadRequestError } from '../../lib/http/errors';
import { logger } from '../../lib/observability';
import { discardPendingUpload, takePendingUpload, type UploadOwner, type UploadPurpose } from './pending-uploads';
import { isPixelLimitError } from '../../lib/uploads/verify-upload';

/** Rendition name → square size in px. */
export type RenditionSizes = Readonly<Record<string, number>>;

/**
 * Take the pending upload at `key` (./pending-uploads.ts: key, size, magic bytes), render every rendition
 * with `render(original, size)` first, then store each as `{folder}{name}.png` and delete the pending
 * original. A file that passes the signature check but cannot be decoded (a PNG header with junk behind
 * it) is refused like any non-image: nothing is stored and the upload is deleted (issue 10); one that
 * sharp finds over the shared pixel limit is refused with that limit's message (issue 25).
 * @throws BadRequestError ("Invalid upload key" / "Maximum file size is 5MB." / "File selected is not an
 *   image" / "This image is too large: at most 50 megapixels…"); the upload is deleted for the last three.
 */
export async function storeVerifiedRenditions(
  purpose: UploadPurpose,
  owner: UploadOwner,
  key: string,
  folder: string,
  sizes: RenditionSizes,
  render: (original: Buffer, size: number) => Promise<Buffer>,
): Promise<void> {
  const original = await takePendingUpload(purpose, owner, key);
  let rendered: Array<[string, Buffer]>;
  try {
    rendered = await Promise.all(
      Object.entries(sizes).map(async ([name, size]) => [name, await render(original, size)] as [string, Buffer]),
    );
  } catch (error) {
    logger.info('Upload refused: the image cannot be decoded', { key, error: (error as Error).message });
    await discardPendingUpload(key);
    const message = isPixelLimitError(error)
      ? UPLOAD_MESSAGES.tooManyPixels
      : (purpose.notAllowedMessage ?? UPLOAD_MESSAGES.notAnImage);
    throw new BadRequestError(message, { file: [message] });
  }
  for (const [name, body] of rendered) await putObject(`${folder}${name}.png`, body, 'image/png');
  await discardPendingUpload(key);
}

/** Remove the renditions of `folder` (a replaced or removed picture). */
export async function deleteRenditions(folder: string, sizes: RenditionSizes): Promise<void> {
  await deleteObjects(Object.keys(sizes).map((name) => `${folder}${name}.png`));
}
