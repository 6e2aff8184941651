/**
 * Profile pictures (accounts spec §3 logo, §5 profile image; issue 3 "Profile"): the browser uploads the
 * original by presigned POST as a pending upload (functions/src/services/uploads/pending-uploads.ts), then the API
 * verifies it and sharp renders two circle-cropped PNGs under `users/{id}/logo/`, a 256 px thumbnail and
 * a 64 px icon (read through ./present-user.ts).
 */
import { randomUUID } from 'node:crypto';
import { MAX_FILE_BYTES, PROFILE_IMAGE_TYPES, type PresignedPost } from '../../../../shared/schemas/uploads';
import { openImage } from '../../lib/uploads/sharp';
import { userUploadPrefix } from '../../lib/uploads/keys';
import { presignPendingUpload, type UploadPurpose } from '../uploads/pending-uploads';
import { deleteRenditions, storeVerifiedRenditions } from '../uploads/renditions';

const RENDITIONS = { thumbnail: 256, icon: 64 } as const;
const folderOf = (userId: string) => `${userUploadPrefix(userId)}logo/`;

/** Profile pictures: .jpg/.png up to 5 MB (accounts spec §5, §9). */
export const AVATAR_UPLOAD: UploadPurpose = {
  name: 'avatar',
  types: PROFILE_IMAGE_TYPES,
  maxBytes: MAX_FILE_BYTES.personal,
  keyField: 'logo_key',
};

/** A presigned POST for a new original. @throws TooManyRequestsError (429) past the open-upload limit. */
export function presignAvatarUpload(userId: string, contentType: string): Promise<PresignedPost> {
  return presignPendingUpload(AVATAR_UPLOAD, { userId, scopeId: userId }, contentType);
}

/** A square image of `size` px, masked to a circle, as PNG. */
async function circle(image: Buffer, size: number): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/></svg>`,
  );
  return (await openImage(image))
    .rotate()
    .resize(size, size, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/**
 * Verify an uploaded original and store its renditions; returns the logo folder for the user record.
 * @throws BadRequestError for a key not handed to this user, or a file too large or not an image
 *   (including one sharp cannot decode).
 */
export async function processAvatar(userId: string, key: string): Promise<string> {
  const folder = `${folderOf(userId)}${randomUUID()}/`;
  await storeVerifiedRenditions(AVATAR_UPLOAD, { userId, scopeId: userId }, key, folder, RENDITIONS, circle);
  return folder;
}

/** Remove a replaced logo's renditions. */
export async function deleteLogo(folder: string): Promise<void> {
  await deleteRenditions(folder, RENDITIONS);
}
