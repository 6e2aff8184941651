/**
 * Presigned S3 POSTs (BRIEF §3 "Uploads"): the policy fixes the key, the content type and the size range,
 * so S3 refuses anything else. s3rver does not check policies, so every upload is checked again after
 * it lands (./verify-upload.ts).
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PresignedPost } from '../../../../shared/schemas/uploads';
import { s3Client } from '../aws/clients';
import { env } from '../env';

/** A 10-minute POST for exactly `key`, `contentType` and at most `maxBytes`. */
export async function presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedPost> {
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: env.uploadsBucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: 600,
  });
  return { url, fields, key };
}
