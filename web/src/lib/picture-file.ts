/**
 * Client checks of a chosen picture, a profile picture or a workspace logo (accounts spec §5 "Profile
 * image: .jpg, .png, .jpeg"; §9 file size 5 MB personal, 10 MB business; docs/decisions.md W7, W13).
 * Messages come from the shared upload table, so they match the API's: "File selected is not an image"
 * and "Maximum file size is 5MB." (or 10MB).
 */
import { MAX_FILE_BYTES, UPLOAD_MESSAGES } from '../../../shared/schemas/upload-limits';

/** Extensions the picker accepts, also used for the file input's `accept`. */
export const PICTURE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** MIME types the API accepts for each extension. */
const MIME_TYPES = ['image/jpeg', 'image/png'];
/** `accept` attribute of the file input. */
export const PICTURE_ACCEPT = [...PICTURE_EXTENSIONS, ...MIME_TYPES].join(',');

/** What the check needs of a File. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The message for a file that cannot be a picture or is over `maxBytes` (default 5 MB), or null when it is fine. */
export function pictureFileError(file: FileLike, maxBytes: number = MAX_FILE_BYTES.personal): string | null {
  const name = file.name.toLowerCase();
  const extensionOk = PICTURE_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (!extensionOk || !MIME_TYPES.includes(file.type) || file.size === 0) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > maxBytes) return UPLOAD_MESSAGES.tooLarge(maxBytes);
  return null;
}

/** The format hint of a picker, e.g. "JPG or PNG, up to 5MB.". */
export function pictureHint(maxBytes: number = MAX_FILE_BYTES.personal): string {
  return `JPG or PNG, up to ${maxBytes / 1_000_000}MB.`;
}

/** How many leading bytes `looksLikeImage` needs. */
export const SIGNATURE_BYTES = 8;

/**
 * True when the file's first bytes are a PNG or JPEG signature, so a renamed text file is refused in
 * the browser too (the API sniffs the upload the same way).
 */
export function looksLikeImage(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const jpeg = [0xff, 0xd8, 0xff];
  const startsWith = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  return startsWith(png) || startsWith(jpeg);
}

/** Every client check of a chosen file, its first bytes included: the message, or null when it is fine. */
export async function checkPictureFile(file: File, maxBytes: number = MAX_FILE_BYTES.personal): Promise<string | null> {
  const problem = pictureFileError(file, maxBytes);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return looksLikeImage(head) ? null : UPLOAD_MESSAGES.notAnImage;
}
