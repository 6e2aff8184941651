/**
 * Image renditions of a confirmed upload (BRIEF §3 "Uploads … sharp makes the thumbnails"): profile
 * pictures (accounts spec §3 User logo) and workspace logos (§3 Workspace logo). The caller supplies the
 * sharp rendering, so this module (and every function that only deletes pictures) never loads sharp.
 */
import { DeleteObjectCommand, DeleteObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../aws/clients';
import { env } from '../env';
import { verifyUpload } from './verify-upload';

/** Rendition name → square size in px. */
export type RenditionSizes = Readonly<Record<string, number>>;

/**
 * Verify the upload at `key` (size, then magic bytes: ./verify-upload.ts), store `render(original, size)`
 * of each rendition as `{folder}{name}.png`, then delete the original.
 * @throws BadRequestError ("Maximum file size is 5MB." / "File selected is not an image") after deleting the upload.
 */
export async function storeVerifiedRenditions(
  key: string,
  check: { types: readonly string[]; maxBytes: number },
  folder: string,
  sizes: RenditionSizes,
  render: (original: Buffer, size: number) => Promise<Buffer>,
): Promise<void> {
  const original = await verifyUpload(key, check.types, check.maxBytes);
  for (const [name, size] of Object.entries(sizes)) {
    const body = await render(original, size);
    await s3Client().send(new PutObjectCommand({ Bucket: env.uploadsBucket(), Key: `${folder}${name}.png`, Body: body, ContentType: 'image/png' }));
  }
  await s3Client().send(new DeleteObjectCommand({ Bucket: env.uploadsBucket(), Key: key }));
}

/** Remove the renditions of `folder` (a replaced or removed picture). */
export async function deleteRenditions(folder: string, sizes: RenditionSizes): Promise<void> {
  await s3Client().send(
    new DeleteObjectsCommand({ Bucket: env.uploadsBucket(), Delete: { Objects: Object.keys(sizes).map((name) => ({ Key: `${folder}${name}.png` })), Quiet: true } }),
  );
}
