/**
 * The chosen contents as one zip (cards spec §7 `GET /contents/download {ids}` "returned … with a filename
 * from Content-Disposition"; BRIEF §7 "Zips are streamed with archiver to S3 and handed out as a signed
 * URL"; decisions U6). The zip is streamed: yazl reads each original from S3 as it goes and its output
 * goes to S3 by multipart upload, so no file or zip is held whole in memory. yazl, not archiver: archiver
 * brings glob, tar and file-system helpers (≈ 560 KB minified) that a zip of streams never runs, and would
 * put this function past the Lambda size budget (decisions U6). Zips live under `downloads/`,
 * which an S3 lifecycle rule expires after a day.
 */
import { ZipFile } from 'yazl';
import { randomUUID } from 'node:crypto';
import type { ContentRecord } from '../../data/contents';
import { getObjectStream } from '../../lib/aws/s3';
import { putObjectStream } from '../../lib/aws/s3-stream-upload';
import { DOWNLOADS_PREFIX } from '../../lib/uploads/keys';
import { signedObjectUrl } from '../../lib/uploads/signed-url';

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
export async function zipContents(
  contents: readonly ContentRecord[],
  filename: string,
  ownerId: string,
): Promise<{ url: string; filename: string }> {
  const key = `${DOWNLOADS_PREFIX}${ownerId}/${randomUUID()}.zip`;
  const zip = new ZipFile();
  const uploaded = putObjectStream(key, zip.outputStream, 'application/zip');
  const names = zipEntryNames(contents.map((c) => c.filename));
  for (const [i, content] of contents.entries()) {
    // yazl reads the entries' streams in order; each original flows from S3 through the zip to S3.
    zip.addReadStream(await getObjectStream(`${content.folder}original`), names[i]!, { size: content.size });
  }
  zip.end();
  await uploaded;
  return { url: await signedObjectUrl(key, { downloadAs: filename, expiresIn: 600 }), filename };
}
