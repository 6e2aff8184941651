/**
 * Streamed writes to the uploads bucket (issue 13 zips, issue 40 export and import), apart from ./s3.ts
 * so that lib-storage ships only to the functions that stream (issue 39: smaller bundles, faster init).
 * Errors are the SDK's; a failed multipart upload is aborted.
 */
import type { Readable } from 'node:stream';
import { bucket, s3 } from './s3';

/**
 * Write a stream of unknown length to `key` (lib-storage's `Upload`: one PUT when it is small, else a
 * multipart upload of 5 MiB parts, one part in flight so memory stays bounded; aborted on failure).
 */
export async function putObjectStream(key: string, stream: NodeJS.ReadableStream, contentType: string): Promise<void> {
  // yazl's output is a Node stream typed as the older `NodeJS.ReadableStream`, which is what `Upload` reads.
  const body = stream as Readable;
  // Loaded with the S3 client on first use, in a chunk of its own (decisions KI2).
  const [{ Upload }, { client }] = await Promise.all([import('@aws-sdk/lib-storage'), s3()]);
  await new Upload({
    client,
    params: { Bucket: bucket(), Key: key, Body: body, ContentType: contentType },
    queueSize: 1,
  }).done();
}
