/**
 * Copying stored files inside the uploads bucket (BRIEF §7 "Uploads"): a confirmed upload moves from its
 * pending key to its final one, and a copied card gets its own copy of each content's files (cards spec
 * §2 Copy Card "Images"; decisions K34), so deleting either card never removes the other's files.
 */
import { CopyObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '../aws/clients';
import { env } from '../env';

/** Copy the object at `fromKey` to `toKey` (server-side, no download). @throws the S3 error (NoSuchKey for a missing source). */
export async function copyUploadObject(fromKey: string, toKey: string): Promise<void> {
  const bucket = env.uploadsBucket();
  // CopySource is `bucket/key`, URL-encoded except for the key's slashes.
  await s3Client().send(new CopyObjectCommand({ Bucket: bucket, Key: toKey, CopySource: `${bucket}/${encodeURIComponent(fromKey).replace(/%2F/g, '/')}` }));
}

/**
 * Copy every object under `fromPrefix` to the same name under `toPrefix` (a content's folder: its
 * original and renditions). @returns how many objects were copied. @throws the S3 error.
 */
export async function copyUploadPrefix(fromPrefix: string, toPrefix: string): Promise<number> {
  let copied = 0;
  let token: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket: env.uploadsBucket(), Prefix: fromPrefix, ContinuationToken: token }));
    const keys = (page.Contents ?? []).map((o) => o.Key!);
    await Promise.all(keys.map((key) => copyUploadObject(key, `${toPrefix}${key.slice(fromPrefix.length)}`)));
    copied += keys.length;
    token = page.NextContinuationToken;
  } while (token);
  return copied;
}
