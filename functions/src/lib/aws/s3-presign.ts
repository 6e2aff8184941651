/**
 * Presigned GET URLs of the uploads bucket without the S3 client (issue 39 "Each function carries only
 * what it uses"; decisions LD2). Most functions only show stored files (profile pictures, logos, comment
 * attachments, renditions): they sign URLs locally and never call S3, so they carry the SDK's presigner
 * (`S3RequestPresigner`, SigV4 query signing) but not `@aws-sdk/client-s3` (≈ 100 KB, ≈ 10 ms of init).
 *
 * The URL is the one `getSignedUrl(S3Client, GetObjectCommand)` of functions/src/lib/aws/s3.ts made
 * (tests/unit/s3-presign.test.ts compares them): the bucket's regional virtual-hosted endpoint, or
 * path-style under AWS_ENDPOINT_URL_S3 (the local stack's s3rver); the key encoded per segment as the
 * SDK does; `x-id=GetObject`; unsigned payload; credentials from the environment (Lambda's role;
 * locally the stack's), read on each call as the SDK's `fromEnv` does.
 */
import { createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { env } from '../env';

/** The SDK's SourceData (string, ArrayBuffer or a view) as bytes. */
function bytesOf(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** SHA-256 (keyed: HMAC) in the SDK's `Checksum` shape, on node:crypto. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

let presigner: S3RequestPresigner | undefined;

function s3Presigner(): S3RequestPresigner {
  presigner ??= new S3RequestPresigner({
    credentials: fromEnv(),
    region: () => Promise.resolve(region()),
    sha256: Sha256,
  });
  return presigner;
}

const region = () => process.env.AWS_REGION ?? 'us-east-1';

/** The SDK's encoding of a URI path segment: encodeURIComponent and also `!'()*`. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Where `key` lives: protocol, host, port and encoded path. */
function objectLocation(key: string) {
  const bucket = env.uploadsBucket();
  const path = key.split('/').map(encodeSegment).join('/');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  if (endpoint) {
    const url = new URL(endpoint);
    const base = url.pathname.replace(/\/$/, '');
    return {
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: `${base}/${bucket}/${path}`,
    };
  }
  return { protocol: 'https:', hostname: `${bucket}.s3.${region()}.amazonaws.com`, port: undefined, path: `/${path}` };
}

/**
 * A GET URL for `key` valid `expiresIn` seconds from `signingDate` (default now), S3 answering with the
 * given Content-Disposition and Content-Type. Signed locally: no AWS request.
 * @throws CredentialsProviderError when the environment holds no credentials.
 */
export async function presignedObjectUrl(
  key: string,
  options: { expiresIn: number; responseContentDisposition?: string; responseContentType?: string; signingDate?: Date },
): Promise<string> {
  const location = objectLocation(key);
  const query: Record<string, string> = {};
  if (options.responseContentDisposition) query['response-content-disposition'] = options.responseContentDisposition;
  if (options.responseContentType) query['response-content-type'] = options.responseContentType;
  query['x-id'] = 'GetObject';
  const host = location.port ? `${location.hostname}:${location.port}` : location.hostname;
  const signed = await s3Presigner().presign(
    { method: 'GET', ...location, query, headers: { host } },
    { expiresIn: options.expiresIn, ...(options.signingDate ? { signingDate: options.signingDate } : {}) },
  );
  // Sorted by name, as the SDK's formatUrl writes them.
  const search = Object.entries(signed.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(String(value))}`)
    .join('&');
  return `${signed.protocol}//${host}${signed.path}?${search}`;
}
