/**
 * Uploading as the browser does (BRIEF §3 "Uploads"): a presigned POST the API handed out, with every
 * policy field first and the file last, straight to the local S3.
 */
import type { PresignedPost } from '../../shared/schemas/uploads';

/** POST `bytes` to a presigned POST; resolves with S3's HTTP status. */
export async function postToPresigned(presigned: PresignedPost, bytes: Buffer, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  return (await fetch(presigned.url, { method: 'POST', body: form })).status;
}
