/**
 * The uploads bucket's S3 operations (cards spec §1 contents, accounts spec §9 avatars and logos,
 * BRIEF §1 "S3 with presigned POST uploads", §7 "Uploads"; issue 24: the AWS SDK v3 clients), through
 * the SDK's `S3Client` and `createPresignedPost`. Keys are object keys in UPLOADS_BUCKET. Streamed writes
 * of unknown length (zips, exports, imports) are in ./s3-stream-upload.ts, with lib-storage; presigned
 * GET URLs in ./s3-presign.ts, without this client (issue 39, decisions LD2): import this module only
 * where S3 is really called.
 *
 * The SDK itself is loaded by the first S3 call (./s3-sdk.ts, a chunk of its own in the bundle; issue 39,
 * decisions KI2): most requests of the functions that store files never call S3, and the S3 client's code
 * was ≈ 6–10 ms of their module init. The client is created once per runtime, on first use. Endpoint: the SDK's `AWS_ENDPOINT_URL_S3` with
 * path-style URLs (the local stack's s3rver), else the bucket's regional endpoint. Checksums are sent
 * only when an operation requires them: s3rver stores streamed bodies with their chunk framing otherwise
 * (BRIEF §4). Errors are the SDK's (`NoSuchKey`, `NotFound` for a HEAD…), retried when transient.
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { env } from '../env';
import { awsClientConfig } from './client-config';

/** S3's limit of keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

/** The S3 SDK's exports (./s3-sdk.ts). */
export type S3Sdk = typeof import('./s3-sdk');

let loading: Promise<S3Sdk> | undefined;
let client: S3Client | undefined;

/**
 * The S3 SDK and this runtime's client, both made by the first call (the SDK's chunk loads once; a failed
 * load is not cached, so the next call tries again). @throws Error when the chunk cannot be loaded.
 */
export async function s3(): Promise<{ sdk: S3Sdk; client: S3Client }> {
  loading ??= import('./s3-sdk').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const sdk = await loading;
  client ??= new sdk.S3Client({
    ...awsClientConfig('s3'),
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client };
}

/** The uploads bucket's name. */
export const bucket = () => env.uploadsBucket();

/** A browser upload form for `key`: the URL to POST to and the form fields to send before the file. */
export interface PresignedPostForm {
  url: string;
  fields: Record<string, string>;
}

/**
 * The POST policy form for `key`: `conditions` (e.g. `['content-length-range', 1, max]`) and `fields`
 * the browser must send, valid `expiresIn` seconds (SigV4 POST policy).
 */
export async function presignedPost(
  key: string,
  options: { conditions: unknown[]; fields: Record<string, string>; expiresIn: number },
): Promise<PresignedPostForm> {
  const { sdk, client } = await s3();
  return sdk.createPresignedPost(client, {
    Bucket: bucket(),
    Key: key,
    Conditions: options.conditions as PresignedPostOptions['Conditions'],
    Fields: options.fields,
    Expires: options.expiresIn,
  });
}

/** The object's size in bytes. @throws S3ServiceException `NotFound` when there is no such object. */
export async function objectSize(key: string): Promise<number> {
  const { sdk, client } = await s3();
  const head = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket(), Key: key }));
  return head.ContentLength ?? 0;
}

/** The object's bytes. @throws NoSuchKey. */
export async function getObjectBytes(key: string): Promise<Buffer> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

/** The object's bytes as a Node stream, for piping large files (zip downloads). @throws NoSuchKey. */
export async function getObjectStream(key: string): Promise<Readable> {
  const { sdk, client } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket(), Key: key }));
  return object.Body as Readable;
}

/** Write `body` to `key` with its Content-Type. */
export async function putObject(key: string, body: Buffer | string, contentType: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** Server-side copy of `fromKey` to `toKey` in the bucket. @throws S3ServiceException (also for an error S3 reports inside a 200 answer). */
export async function copyObject(fromKey: string, toKey: string): Promise<void> {
  const source = `${bucket()}/${fromKey.split('/').map(encodeURIComponent).join('/')}`;
  const { sdk, client } = await s3();
  await client.send(new sdk.CopyObjectCommand({ Bucket: bucket(), Key: toKey, CopySource: source }));
}

/** Delete one object (no error when it is already gone). */
export async function deleteObject(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Delete `keys` (DeleteObjects, quiet, 1,000 a request). Keys already gone are no error; none loads no SDK. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const { sdk, client } = await s3();
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
    await client.send(new sdk.DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects, Quiet: true } }));
  }
}

/** One page of the keys under `prefix` (ListObjectsV2, up to 1,000), and the token of the next page. */
export async function listObjectKeys(
  prefix: string,
  continuationToken?: string,
): Promise<{ keys: string[]; nextToken?: string }> {
  const { sdk, client } = await s3();
  const page = await client.send(
    new sdk.ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: continuationToken }),
  );
  return {
    keys: (page.Contents ?? []).map((object) => object.Key!),
    nextToken: page.IsTruncated ? page.NextContinuationToken : undefined,
  };
}
