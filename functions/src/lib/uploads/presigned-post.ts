/**
 * Presigned S3 POSTs (BRIEF §3 "Uploads"): the policy fixes the key, the content type and the size range,
 * so S3 refuses anything else. s3rver does not check policies, so every upload is checked again after
 * it lands (./verify-upload.ts).
 */
import type { PresignedPost } from '../../../../shared/schemas/uploads';
import { presignedPost } from '../aws/s3';

/** A 10-minute POST for exactly `key`, `contentType` and at most `maxBytes`. */
export async function presignUpload(key: string, contentType: string, maxBytes: number): Promise<PresignedPost> {
  const { url, fields } = await presignedPost(key, {
    conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    fields: { 'Content-Type': contentType },
    expiresIn: 600,
  });
  return { url, fields, key };
}
