/**
 * Removing every stored file of an owner that goes away (BRIEF §3 "Uploads"): a deleted account's
 * personal organization and pictures (accounts spec §4), a deleted workspace or organization (§7).
 */
import { deleteObjects, listObjectKeys } from '../aws/s3';

/** Delete every S3 object under `prefix` (1,000 keys per request). */
export async function deleteS3Prefix(prefix: string): Promise<void> {
  let token: string | undefined;
  do {
    const page = await listObjectKeys(prefix, token);
    if (page.keys.length) await deleteObjects(page.keys);
    token = page.nextToken;
  } while (token);
}
