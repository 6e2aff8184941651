/**
 * The chosen contents as one zip (cards spec §7 `GET /contents/download {ids}` "returned … with a filename
 * from Content-Disposition"; BRIEF §7 "Zips are streamed with archiver to S3 and handed out as a signed
 * URL"; decisions U6). The zip is streamed: archiver reads each original from S3 and its output goes to
 * S3 by multipart upload, so no file or zip is held whole in memory. Zips live under `downloads/`,
 * which an S3 lifecycle rule expires after a day.
 */
import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import archiver from 'archiver';
import { randomUUID } from 'node:crypto';
import type { ContentRecord } from '../../data/contents';
import { s3Client } from '../../lib/aws/clients';
import { env } from '../../lib/env';
import { signedObjectUrl } from '../../lib/uploads/signed-url';

/** Where downloads are written (the lifecycle rule in infra/lib/constructs/storage.ts). */
export const DOWNLOADS_PREFIX = 'downloads/';

/** Entry names in the zip: the file names, made unique with " (2)", " (3)" … before the extension. */
export function zipEntryNames(filenames: readonly string[]): string[] {
  const used = new Set<string>();
  return filenames.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Zip `contents` (their current files) into S3 and return a one-hour URL that downloads it as `filename`.
 */
export async function zipContents(contents: readonly ContentRecord[], filename: string, ownerId: string): Promise<{ url: string; filename: string }> {
  const bucket = env.uploadsBucket();
  const key = `${DOWNLOADS_PREFIX}${ownerId}/${randomUUID()}.zip`;
  const archive = archiver('zip', { zlib: { level: 6 } });
  const body = new PassThrough();
  archive.pipe(body);
  const upload = new Upload({ client: s3Client(), params: { Bucket: bucket, Key: key, Body: body, ContentType: 'application/zip' } });
  const uploaded = upload.done();
  const names = zipEntryNames(contents.map((c) => c.filename));
  for (const [i, content] of contents.entries()) {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: `${content.folder}original` }));
    archive.append(object.Body as Readable, { name: names[i]! });
  }
  await Promise.all([archive.finalize(), uploaded]);
  return { url: await signedObjectUrl(key, { downloadAs: filename, expiresIn: 600 }), filename };
}
