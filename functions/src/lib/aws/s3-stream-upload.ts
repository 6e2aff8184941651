/**
 * Streamed writes to the uploads bucket (issue 13 zips, issue 40 export and import), apart from ./s3.ts
 * so that lib-storage ships only to the functions that stream (issue 39: smaller bundles, faster init).
 * Errors are the SDK's; a failed multipart upload is aborted.
 */
import type { Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { bucket, s3Client } from './s3';

/**
 * Write a stream of unknown length to `key` (lib-storage's `Upload`: one PUT when it is small, else a
 * multipart upload of 5 MiB parts, one part in flight so memory stays bounded; aborted on failure).
 */
export async function putObjectStream(key: string, stream: NodeJS.ReadableStream, contentType: string): Promise<void> {
  // yazl's output is a Node stream typed as the older `NodeJS.ReadableStream`, which is what `Upload` reads.
  const body = stream as Readable;
  await new Upload({
    client: s3Client(),
    params: { Bucket: bucket(), Key: key, Body: body, ContentType: contentType },
    queueSize: 1,
  }).done();
}
