/**
 * The functions' S3 calls (functions/src/lib/aws/s3.ts; decisions I18) against the local stack's
 * s3rver, looked at through the SDK's own client: a multipart upload of a stream past 5 MiB (zip
 * downloads), listing and deleting a prefix, and a presigned GET URL that S3 serves.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { deleteObjects, getObjectBytes, listObjectKeys, objectSize, putObject } from '../../functions/src/lib/aws/s3';
import { putObjectStream } from '../../functions/src/lib/aws/s3-stream-upload';
import { presignedObjectUrl } from '../../functions/src/lib/aws/s3-presign';
import { testS3Client } from '../support/s3';

const bucket = () => process.env.UPLOADS_BUCKET!;

describe('S3 calls against s3rver', () => {
  it('uploads an 11 MiB stream in parts that S3 joins into the same bytes', async () => {
    const key = `tests/${randomUUID()}/big.zip`;
    const bytes = randomBytes(11 * 1024 * 1024);
    const chunks = Array.from({ length: 11 }, (_, i) => bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    await putObjectStream(key, Readable.from(chunks), 'application/zip');
    const object = await testS3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    expect(object.ContentType).toBe('application/zip');
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(bytes)).toBe(true);
    expect(await objectSize(key)).toBe(bytes.length);
  });

  it('lists and deletes what is under a prefix, keys with spaces and ampersands too', async () => {
    const prefix = `tests/${randomUUID()}/`;
    const keys = [`${prefix}a b.png`, `${prefix}R&D.pdf`, `${prefix}sub/c.png`];
    for (const key of keys) await putObject(key, Buffer.from(key), 'text/plain');
    expect((await listObjectKeys(prefix)).keys.sort()).toEqual([...keys].sort());
    expect((await getObjectBytes(keys[1])).toString()).toBe(keys[1]);
    await deleteObjects(keys.slice(0, 2));
    const left = await testS3Client().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix }));
    expect((left.Contents ?? []).map((o) => o.Key)).toEqual([keys[2]]);
  });

  // s3rver does not check query signatures; tests/unit/s3-presign.test.ts checks ours against the SDK's getSignedUrl.
  it('signs GET URLs that S3 serves, with the asked Content-Disposition', async () => {
    const key = `tests/${randomUUID()}/note.txt`;
    await putObject(key, Buffer.from('hello'), 'text/plain');
    const url = await presignedObjectUrl(key, {
      expiresIn: 600,
      responseContentDisposition: 'attachment; filename="note.txt"',
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="note.txt"');
    expect(await response.text()).toBe('hello');
  });
});
