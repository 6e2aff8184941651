/**
 * The functions' S3 calls (functions/src/lib/aws/s3.ts; issue 11 "Lambda size and cold start",
 * decisions I18): presigned POST forms and GET URLs match the SDK's own, and the REST calls send and
 * read what S3 documents, against a recording HTTP server. The integration tests run them against s3rver.
 */
import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRecordingServer, type QueuedAnswer, type RecordedRequest } from '../support/recording-server';
import { copyObject, deleteObjects, getObjectBytes, listObjectKeys, objectSize, presignedObjectUrl, presignedPost, putObjectStream } from '../../functions/src/lib/aws/s3';

let answers: QueuedAnswer[] = [];
let recorded: RecordedRequest[] = [];
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let endpoint: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = await startRecordingServer({ record: (r) => recorded.push(r), next: () => answers.shift() }, 'application/xml');
  endpoint = server.endpoint;
});

beforeEach(() => {
  answers = [];
  recorded = [];
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-1',
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'secret',
    AWS_SESSION_TOKEN: 'session-token',
    UPLOADS_BUCKET: 'uploads',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  });
});

afterEach(() => vi.useRealTimers());

afterAll(async () => {
  process.env = savedEnv;
  await server.close();
});

/** The SDK's S3 client for the same endpoint (path-style locally, virtual-hosted in AWS). */
function sdkS3(local: boolean): S3Client {
  return new S3Client({
    region: 'eu-west-1',
    ...(local ? { endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken: 'session-token' },
  });
}

describe('presigned uploads and downloads', () => {
  it.each([
    ['the local endpoint (path-style)', true],
    ['AWS (virtual-hosted)', false],
  ])('a POST form on %s is the SDK’s createPresignedPost, field for field', async (_, local) => {
    if (!local) delete process.env.AWS_ENDPOINT_URL_S3;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:20:30.456Z'));
    const conditions = [
      ['content-length-range', 1, 5_000_000],
      ['eq', '$Content-Type', 'image/png'],
    ];
    const expected = await createPresignedPost(sdkS3(local), {
      Bucket: 'uploads',
      Key: 'pending/u1/abc',
      Conditions: conditions as never,
      Fields: { 'Content-Type': 'image/png' },
      Expires: 600,
    });
    const ours = presignedPost('pending/u1/abc', { conditions, fields: { 'Content-Type': 'image/png' }, expiresIn: 600 });
    expect(ours).toEqual(expected);
    expect(ours.url).toBe(local ? `${endpoint}/uploads` : 'https://uploads.s3.eu-west-1.amazonaws.com/');
  });

  it('a GET URL carries what the SDK’s getSignedUrl carries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:20:30Z'));
    const disposition = `attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`;
    const ours = new URL(await presignedObjectUrl('cards/c 1/résumé.pdf', { expiresIn: 3600, responseContentDisposition: disposition, responseContentType: 'application/pdf' }));
    const sdk = new URL(
      await getSignedUrl(
        sdkS3(true),
        new GetObjectCommand({ Bucket: 'uploads', Key: 'cards/c 1/résumé.pdf', ResponseContentDisposition: disposition, ResponseContentType: 'application/pdf' }),
        { expiresIn: 3600 },
      ),
    );
    expect(ours.origin + decodeURIComponent(ours.pathname)).toBe(sdk.origin + decodeURIComponent(sdk.pathname));
    // The SDK adds `x-id=GetObject`, `X-Amz-Content-Sha256=UNSIGNED-PAYLOAD` (what S3 assumes for a
    // presigned URL anyway) and `x-amz-checksum-mode` (its own check of the answer); every other parameter is the same.
    const sdkOnly = new Set(['x-id', 'X-Amz-Content-Sha256', 'x-amz-checksum-mode', 'X-Amz-Signature']);
    const params = (url: URL) => Object.fromEntries([...url.searchParams].filter(([name]) => !sdkOnly.has(name)));
    expect(params(ours)).toEqual(params(sdk));
    expect(ours.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(ours.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

const toBytes = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string' ? data : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** SHA-256 and HMAC-SHA-256 in the shape the SDK's signer takes. */
class NodeSha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(toBytes(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

describe('the GET URL signature', () => {
  it('is the one the SDK’s SigV4 signer computes for the same request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:20:30Z'));
    const ours = new URL(await presignedObjectUrl('cards/c 1/résumé.pdf', { expiresIn: 600, responseContentDisposition: 'inline; filename="a b.pdf"' }));
    const signer = new SignatureV4({
      service: 's3',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', sessionToken: 'session-token' },
      sha256: NodeSha256,
      uriEscapePath: false,
    });
    const presigned = await signer.presign(
      {
        method: 'GET',
        protocol: 'http:',
        hostname: ours.hostname,
        port: Number(ours.port),
        path: '/uploads/cards/c%201/r%C3%A9sum%C3%A9.pdf',
        query: { 'response-content-disposition': 'inline; filename="a b.pdf"' },
        // S3 presigned URLs sign UNSIGNED-PAYLOAD, named in neither the query nor the signed headers.
        headers: { host: ours.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      },
      { expiresIn: 600, signingDate: new Date(), unhoistableHeaders: new Set(['x-amz-content-sha256']), unsignableHeaders: new Set(['x-amz-content-sha256']) },
    );
    expect(ours.searchParams.get('X-Amz-Signature')).toBe(presigned.query!['X-Amz-Signature']);
    expect(Object.fromEntries(ours.searchParams)).toEqual(presigned.query);
  });
});

describe('S3 REST calls', () => {
  it('lists keys with their XML entities decoded, and the next page’s token only when truncated', async () => {
    answers = [
      {
        status: 200,
        body: `<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>a/R&amp;D &lt;1&gt;.png</Key><Size>3</Size></Contents><Contents><Key>a/b.png</Key></Contents><NextContinuationToken>t+2/=</NextContinuationToken></ListBucketResult>`,
      },
      { status: 200, body: `<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>` },
    ];
    expect(await listObjectKeys('a/')).toEqual({ keys: ['a/R&D <1>.png', 'a/b.png'], nextToken: 't+2/=' });
    expect(await listObjectKeys('a/', 't+2/=')).toEqual({ keys: [], nextToken: undefined });
    expect(new URL(recorded[1].url, endpoint).searchParams.get('continuation-token')).toBe('t+2/=');
    expect(recorded[0].url).toMatch(/^\/uploads\/\?list-type=2&prefix=a%2F$/);
    expect(String(recorded[0].headers.authorization)).toMatch(/Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/);
  });

  it('deletes up to 1,000 keys a request, escaped, with the Content-MD5 S3 requires', async () => {
    const keys = Array.from({ length: 1001 }, (_, i) => `k/${i}${i === 0 ? '&"x"' : ''}`);
    await deleteObjects(keys);
    expect(recorded.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/uploads/?delete'],
      ['POST', '/uploads/?delete'],
    ]);
    const first = recorded[0].body.toString();
    expect(first).toContain('<Quiet>true</Quiet><Object><Key>k/0&#38;&#34;x&#34;</Key></Object>');
    expect(first.match(/<Object>/g)).toHaveLength(1000);
    expect(recorded[0].headers['content-md5']).toBe(createHash('md5').update(recorded[0].body).digest('base64'));
  });

  it('names errors as the SDK does: XML codes, an error inside a 200 copy, a HEAD 404', async () => {
    answers = [{ status: 200, body: '<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>' }];
    await expect(copyObject('a/1', 'b/1')).rejects.toMatchObject({ name: 'InternalError', message: 'We encountered an internal error.' });
    expect(recorded[0].headers['x-amz-copy-source']).toBe('/uploads/a/1');
    answers = [{ status: 404 }];
    await expect(objectSize('missing')).rejects.toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    answers = [{ status: 403 }];
    await expect(objectSize('secret')).rejects.toMatchObject({ name: 'Forbidden' });
    answers = [{ status: 403, body: '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' }];
    await expect(getObjectBytes('secret')).rejects.toMatchObject({ name: 'AccessDenied', message: 'Access Denied' });
  });

  it('writes a short stream with one PUT, and a long one as 5 MiB parts, then completes it', async () => {
    await putObjectStream('z/small.zip', Readable.from([Buffer.alloc(10), Buffer.alloc(20)]), 'application/zip');
    expect(recorded.map((r) => `${r.method} ${r.url} ${r.body.length}`)).toEqual(['PUT /uploads/z/small.zip 30']);

    recorded = [];
    answers = [{ status: 200, body: '<InitiateMultipartUploadResult><UploadId>up&amp;1</UploadId></InitiateMultipartUploadResult>' }, { status: 200, headers: { etag: '"e1"' } }, { status: 200, headers: { etag: '"e2"' } }];
    const chunk = Buffer.alloc(1024 * 1024);
    await putObjectStream('z/big.zip', Readable.from(Array.from({ length: 6 }, () => chunk)), 'application/zip');
    expect(recorded.map((r) => `${r.method} ${r.url} ${r.body.length}`)).toEqual([
      'POST /uploads/z/big.zip?uploads 0',
      `PUT /uploads/z/big.zip?partNumber=1&uploadId=up%261 ${5 * 1024 * 1024}`,
      `PUT /uploads/z/big.zip?partNumber=2&uploadId=up%261 ${1024 * 1024}`,
      expect.stringMatching(/^POST \/uploads\/z\/big\.zip\?uploadId=up%261 \d+$/),
    ]);
    expect(recorded[3].body.toString()).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&#34;e1&#34;</ETag></Part><Part><PartNumber>2</PartNumber><ETag>&#34;e2&#34;</ETag></Part></CompleteMultipartUpload>',
    );
  });

  it('aborts the multipart upload when a part fails', async () => {
    answers = [
      { status: 200, body: '<InitiateMultipartUploadResult><UploadId>u2</UploadId></InitiateMultipartUploadResult>' },
      { status: 400, body: '<Error><Code>EntityTooSmall</Code><Message>too small</Message></Error>' },
    ];
    await expect(putObjectStream('z/bad.zip', Readable.from([Buffer.alloc(5 * 1024 * 1024)]), 'application/zip')).rejects.toMatchObject({ name: 'EntityTooSmall' });
    expect(recorded.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /uploads/z/bad.zip?uploads', 'PUT /uploads/z/bad.zip?partNumber=1&uploadId=u2', 'DELETE /uploads/z/bad.zip?uploadId=u2']);
  });
});
