/**
 * Profile pictures (accounts spec §3 logo, §5 profile image; issue 3 "Profile"): the browser uploads the
 * original by presigned POST under `users/{id}/logo/`, then the API verifies it and sharp renders two
 * circle-cropped PNGs, a 256 px thumbnail and a 64 px icon (read through ./present-user.ts).
 */
import { randomUUID } from 'node:crypto';
import { MAX_FILE_BYTES, PROFILE_IMAGE_TYPES, type PresignedPost } from '../../../../shared/schemas/uploads';
import { BadRequestError } from '../../lib/http/errors';
import { loadSharp } from '../../lib/uploads/sharp';
import { presignUpload } from '../../lib/uploads/presigned-post';
import { deleteRenditions, storeVerifiedRenditions } from '../../lib/uploads/renditions';

const RENDITIONS = { thumbnail: 256, icon: 64 } as const;
const folderOf = (userId: string) => `users/${userId}/logo/`;

/** A presigned POST for a new original. */
export function presignAvatarUpload(userId: string, contentType: string): Promise<PresignedPost> {
  return presignUpload(`${folderOf(userId)}original-${randomUUID()}`, contentType, MAX_FILE_BYTES.personal);
}

/** A square image of `size` px, masked to a circle, as PNG. */
async function circle(image: Buffer, size: number): Promise<Buffer> {
  const mask = Buffer.from(`<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/></svg>`);
  const sharp = await loadSharp();
  return sharp(image).rotate().resize(size, size, { fit: 'cover' }).composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
}

/**
 * Verify an uploaded original and store its renditions; returns the logo folder for the user record.
 * @throws BadRequestError for a key outside the caller's folder, or a file too large or not an image.
 */
export async function processAvatar(userId: string, key: string): Promise<string> {
  if (!key.startsWith(`${folderOf(userId)}original-`)) throw new BadRequestError('Invalid upload key', { logo_key: ['Invalid upload key'] });
  const folder = `${folderOf(userId)}${randomUUID()}/`;
  await storeVerifiedRenditions(key, { types: PROFILE_IMAGE_TYPES, maxBytes: MAX_FILE_BYTES.personal }, folder, RENDITIONS, circle);
  return folder;
}

/** Remove a replaced logo's renditions. */
export async function deleteLogo(folder: string): Promise<void> {
  await deleteRenditions(folder, RENDITIONS);
}
