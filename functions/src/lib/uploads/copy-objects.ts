/**
 * Copying a folder of stored files inside the uploads bucket (BRIEF §7 "Uploads"): a copied card gets its
 * own copy of each content's files (cards spec §2 Copy Card "Images"; decisions K34), so deleting either
 * card never removes the other's files. One object is `copyObject` (lib/aws/s3.ts).
 */
import { copyObject, listObjectKeys } from '../aws/s3';

/**
 * Copy every object under `fromPrefix` to the same name under `toPrefix` (a content's folder: its
 * original and renditions). @returns how many objects were copied. @throws the S3 error.
 */
export async function copyUploadPrefix(fromPrefix: string, toPrefix: string): Promise<number> {
  let copied = 0;
  let token: string | undefined;
  do {
    const page = await listObjectKeys(fromPrefix, token);
    const keys = page.keys;
    await Promise.all(keys.map((key) => copyObject(key, `${toPrefix}${key.slice(fromPrefix.length)}`)));
    copied += keys.length;
    token = page.nextToken;
  } while (token);
  return copied;
}
