/**
 * The SDK's own S3 client, pointed at the local stack's s3rver: tests look at the bucket through it,
 * independently of the functions' S3 module (functions/src/lib/aws/s3.ts).
 */
import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/** Path-style S3 client for AWS_ENDPOINT_URL_S3, checksums only when required (s3rver; BRIEF §4). */
export function testS3Client(): S3Client {
  client ??= new S3Client({ forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' });
  return client;
}
