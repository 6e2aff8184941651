/**
 * Removing every stored file of an owner that goes away (BRIEF §3 "Uploads"): a deleted account's
 * personal organization and pictures (accounts spec §4), a deleted workspace or organization (§7).
 */
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '../aws/clients';
import { env } from '../env';

/** Delete every S3 object under `prefix` (1,000 keys per request). */
export async function deleteS3Prefix(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: env.uploadsBucket(), Prefix: prefix, ContinuationToken: token }));
    const objects = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (objects.length) await s3Client().send(new DeleteObjectsCommand({ Bucket: env.uploadsBucket(), Delete: { Objects: objects, Quiet: true } }));
    token = page.NextContinuationToken;
  } while (token);
}
