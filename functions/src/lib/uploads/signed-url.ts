/**
 * Presigned GET URLs of stored renditions (accounts spec §3 User logo, Workspace logo): the bucket is
 * private, so the API hands out one-hour URLs. Locally they point at s3rver through AWS_ENDPOINT_URL_S3.
 * Kept apart from sharp so that functions which only show pictures never load it.
 */
import { presignedObjectUrl } from '../aws/s3-presign';

/** A one-hour GET URL of the PNG rendition `name` in `folder`. */
export function signedRenditionUrl(folder: string, name: string): Promise<string> {
  return presignedObjectUrl(`${folder}${name}.png`, { expiresIn: 3600 });
}

/** Immutable renditions are signed as of the start of the current 15-minute window (issue 27; decisions D29). */
const RENDITION_WINDOW_SECONDS = 900;

/**
 * A GET URL, valid at least one hour, of the PNG rendition `name` in `folder` whose files never change
 * (a card content's version folder: a new file gets a new folder). It is signed as of the start of the
 * current 15-minute window, so every answer within the window hands out the same URL and the browser
 * shows a thumbnail it already holds instead of fetching it again (issue 27 "a warm open shows cached ones").
 */
export function stableRenditionUrl(folder: string, name: string, now: number = Date.now()): Promise<string> {
  const seconds = Math.floor(now / 1000);
  const start = seconds - (seconds % RENDITION_WINDOW_SECONDS);
  return presignedObjectUrl(`${folder}${name}.png`, {
    expiresIn: 3600 + (seconds - start),
    signingDate: new Date(start * 1000),
  });
}

/**
 * A one-hour GET URL of any stored object; `downloadAs` makes the browser save it under that name
 * (Content-Disposition: attachment), otherwise it opens inline.
 */
export function signedObjectUrl(
  key: string,
  options: { downloadAs?: string; expiresIn?: number } = {},
): Promise<string> {
  const disposition = options.downloadAs
    ? `attachment; filename="${options.downloadAs.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(options.downloadAs)}`
    : undefined;
  return presignedObjectUrl(key, { responseContentDisposition: disposition, expiresIn: options.expiresIn ?? 3600 });
}
