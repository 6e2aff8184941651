/**
 * The uploads bucket's S3 operations (cards spec §1 contents, accounts spec §9 avatars and logos,
 * BRIEF §1 "S3 with presigned POST uploads"), as signed REST calls by signed-fetch.ts instead of the
 * SDK's S3 client, which with its @smithy runtime was ≈ 270 KB of most bundles (issue 11 "Lambda size
 * and cold start"; docs/decisions.md I18). Keys are object keys in UPLOADS_BUCKET.
 *
 * Endpoint: AWS_ENDPOINT_URL_S3 with path-style URLs (the local stack's s3rver), else the bucket's
 * virtual-hosted regional endpoint. tests/unit/s3-client.test.ts checks the presigned POST and URLs
 * against the SDK's own.
 * @throws AwsServiceError named as the SDK names S3's errors (`NoSuchKey`, `NotFound` for a HEAD…).
 */
import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { env } from '../env';
import { awsCredentials, awsRegion, presignedGetUrl, serviceError, signedFetch, signedResponse, type SignedRequest } from './signed-fetch';
import { xmlText, xmlTexts } from './xml';

/** S3's limit of keys per DeleteObjects request. */
const DELETE_BATCH = 1000;

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** The bucket's URL (no trailing slash), path-style on the local endpoint. */
function bucketUrl(): string {
  const local = process.env.AWS_ENDPOINT_URL_S3;
  return local ? `${local.replace(/\/$/, '')}/${env.uploadsBucket()}` : `https://${env.uploadsBucket()}.s3.${awsRegion()}.amazonaws.com`;
}

const objectUrl = (key: string) => `${bucketUrl()}/${encodeKey(key)}`;

const s3 = (request: Omit<SignedRequest, 'service'>) => ({ service: 's3', ...request });

/** A GET URL for `key` valid `expiresIn` seconds, S3 answering with the given Content-Disposition and Content-Type. */
export function presignedObjectUrl(key: string, options: { expiresIn: number; responseContentDisposition?: string; responseContentType?: string }): Promise<string> {
  const url = new URL(objectUrl(key));
  if (options.responseContentDisposition) url.searchParams.set('response-content-disposition', options.responseContentDisposition);
  if (options.responseContentType) url.searchParams.set('response-content-type', options.responseContentType);
  return presignedGetUrl('s3', url.toString(), options.expiresIn);
}

/** A browser upload form for `key` (S3 POST policy, SigV4), as the SDK's `createPresignedPost` builds it. */
export interface PresignedPostForm {
  url: string;
  fields: Record<string, string>;
}

/**
 * The POST policy form for `key`: `conditions` (e.g. `['content-length-range', 1, max]`) and `fields`
 * the browser must send, valid `expiresIn` seconds. Same fields, conditions and order as the SDK's.
 */
export function presignedPost(key: string, options: { conditions: unknown[]; fields: Record<string, string>; expiresIn: number }): PresignedPostForm {
  const { accessKeyId, secretAccessKey, sessionToken } = awsCredentials();
  const region = awsRegion();
  const now = new Date();
  const signingDate = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  const day = signingDate.slice(0, 8);
  const fields: Record<string, string> = {
    ...options.fields,
    bucket: env.uploadsBucket(),
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${accessKeyId}/${day}/${region}/s3/aws4_request`,
    'X-Amz-Date': signingDate,
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
  };
  const conditions = [...options.conditions, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), { key }];
  const expiration = new Date(now.valueOf() + options.expiresIn * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  const signingKey = [day, region, 's3', 'aws4_request'].reduce<Buffer | string>((secret, part) => createHmac('sha256', secret).update(part).digest(), `AWS4${secretAccessKey}`);
  const signature = createHmac('sha256', signingKey).update(policy).digest('hex');
  // `href`: the virtual-hosted URL ends with the root path's slash, as the SDK's does.
  return { url: new URL(bucketUrl()).href, fields: { ...fields, key, Policy: policy, 'X-Amz-Signature': signature } };
}

/** The object's size in bytes. @throws AwsServiceError `NotFound` when there is no such object. */
export async function objectSize(key: string): Promise<number> {
  const response = await signedResponse(s3({ url: objectUrl(key), method: 'HEAD' }));
  return Number(response.headers.get('content-length') ?? 0);
}

/** The object's bytes. @throws AwsServiceError `NoSuchKey`. */
export async function getObjectBytes(key: string): Promise<Buffer> {
  const response = await signedResponse(s3({ url: objectUrl(key), method: 'GET' }));
  return Buffer.from(await response.arrayBuffer());
}

/** The object's bytes as a Node stream, for piping large files (zip downloads). @throws AwsServiceError `NoSuchKey`. */
export async function getObjectStream(key: string): Promise<Readable> {
  const response = await signedResponse(s3({ url: objectUrl(key), method: 'GET' }));
  return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}

/** Write `body` to `key` with its Content-Type. */
export async function putObject(key: string, body: Buffer | string, contentType: string): Promise<void> {
  await signedFetch(s3({ url: objectUrl(key), method: 'PUT', headers: { 'content-type': contentType }, body }));
}

/** Server-side copy of `fromKey` to `toKey` in the bucket. @throws AwsServiceError, also for an error S3 reports inside a 200 answer. */
export async function copyObject(fromKey: string, toKey: string): Promise<void> {
  const text = await signedFetch(s3({ url: objectUrl(toKey), method: 'PUT', headers: { 'x-amz-copy-source': `/${env.uploadsBucket()}/${encodeKey(fromKey)}` } }));
  if (/<Error>/.test(text)) throw serviceError(500, new Headers(), text);
}

/** Delete one object (no error when it is already gone). */
export async function deleteObject(key: string): Promise<void> {
  await signedFetch(s3({ url: objectUrl(key), method: 'DELETE' }));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Delete `keys` (DeleteObjects, quiet, 1,000 a request). Keys already gone are no error. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_BATCH) {
    const objects = keys.slice(i, i + DELETE_BATCH).map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`);
    const body = `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet>${objects.join('')}</Delete>`;
    const md5 = createHash('md5').update(body).digest('base64');
    await signedFetch(s3({ url: `${bucketUrl()}/?delete`, method: 'POST', headers: { 'content-type': 'application/xml', 'content-md5': md5 }, body }));
  }
}

/** One page of the keys under `prefix` (ListObjectsV2, up to 1,000), and the token of the next page. */
export async function listObjectKeys(prefix: string, continuationToken?: string): Promise<{ keys: string[]; nextToken?: string }> {
  const query = new URLSearchParams({ 'list-type': '2', prefix, ...(continuationToken ? { 'continuation-token': continuationToken } : {}) });
  const text = await signedFetch(s3({ url: `${bucketUrl()}/?${query}`, method: 'GET' }));
  const keys = [...text.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].flatMap((match) => xmlTexts(match[1], 'Key'));
  return { keys, nextToken: xmlText(text, 'IsTruncated') === 'true' ? xmlText(text, 'NextContinuationToken') : undefined };
}

/** S3's smallest multipart part (but the last), and the size below which one PUT is used. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Write a stream of unknown length to `key`: one PUT when it ends under 5 MiB, else a multipart upload
 * of 5 MiB parts sent one at a time (so at most one part is held in memory), aborted on any failure.
 */
export async function putObjectStream(key: string, stream: AsyncIterable<Uint8Array | string>, contentType: string): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let uploadId: string | undefined;
  const parts: string[] = [];
  const uploadUrl = (query: Record<string, string>) => `${objectUrl(key)}?${new URLSearchParams(query)}`;
  const sendPart = async () => {
    const body = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    uploadId ??= xmlText(await signedFetch(s3({ url: `${objectUrl(key)}?uploads`, method: 'POST', headers: { 'content-type': contentType } })), 'UploadId');
    if (!uploadId) throw new Error(`S3 gave no UploadId for ${key}`);
    const response = await signedResponse(s3({ url: uploadUrl({ partNumber: String(parts.length + 1), uploadId }), method: 'PUT', body }));
    parts.push(response.headers.get('etag') ?? '');
  };
  try {
    for await (const chunk of stream) {
      pending.push(Buffer.from(chunk));
      pendingBytes += pending[pending.length - 1].byteLength;
      if (pendingBytes >= PART_BYTES) await sendPart();
    }
    if (!uploadId) return await putObject(key, Buffer.concat(pending), contentType);
    if (pendingBytes) await sendPart();
    const list = parts.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`).join('');
    const text = await signedFetch(
      s3({ url: uploadUrl({ uploadId }), method: 'POST', headers: { 'content-type': 'application/xml' }, body: `<CompleteMultipartUpload>${list}</CompleteMultipartUpload>` }),
    );
    if (/<Error>/.test(text)) throw serviceError(500, new Headers(), text);
  } catch (error) {
    if (uploadId) await signedFetch(s3({ url: uploadUrl({ uploadId }), method: 'DELETE' })).catch(() => undefined);
    throw error;
  }
}
