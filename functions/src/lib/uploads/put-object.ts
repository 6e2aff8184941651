/**
 * Writing a file the API made itself (renditions, previews) into the uploads bucket (BRIEF §7 "Uploads").
 * Files people upload arrive by presigned POST instead (./presigned-post.ts).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../aws/clients';
import { env } from '../env';

/** Store `body` at `key` in the uploads bucket with `contentType` (a MIME type). @throws the S3 error. */
export async function putUploadObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: env.uploadsBucket(), Key: key, Body: body, ContentType: contentType }));
}
