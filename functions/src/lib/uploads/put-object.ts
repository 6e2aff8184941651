/**
 * Writing a file the API made itself (renditions, previews) into the uploads bucket (BRIEF §7 "Uploads").
 * Files people upload arrive by presigned POST instead (./presigned-post.ts).
 */
import { putObject } from '../aws/s3';

/** Store `body` at `key` in the uploads bucket with `contentType` (a MIME type). @throws the S3 error. */
export async function putUploadObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await putObject(key, body, contentType);
}
