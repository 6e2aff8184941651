/**
 * Presigned GET URLs of stored renditions (accounts spec §3 User logo, Workspace logo): the bucket is
 * private, so the API hands out one-hour URLs. Locally they point at s3rver through AWS_ENDPOINT_URL_S3.
 * Kept apart from sharp so that functions which only show pictures never load it.
 */
import { presignedObjectUrl } from '../aws/s3';

/** A one-hour GET URL of the PNG rendition `name` in `folder`. */
export function signedRenditionUrl(folder: string, name: string): Promise<string> {
  return presignedObjectUrl(`${folder}${name}.png`, { expiresIn: 3600 });
}

/**
 * A one-hour GET URL of any stored object; `downloadAs` makes the browser save it under that name
 * (Content-Disposition: attachment), otherwise it opens inline.
 */
export function signedObjectUrl(key: string, options: { downloadAs?: string; expiresIn?: number } = {}): Promise<string> {
  const disposition = options.downloadAs
    ? `attachment; filename="${options.downloadAs.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(options.downloadAs)}`
    : undefined;
  return presignedObjectUrl(key, { responseContentDisposition: disposition, expiresIn: options.expiresIn ?? 3600 });
}
