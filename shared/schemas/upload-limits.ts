/**
 * Upload limits and messages (accounts spec §5 profile image, §9 file sizes; cards spec §5). Kept free of
 * zod so the web app can check a file before upload without loading the schema library.
 */

/** Bytes: 5MB on personal organizations, 10MB on business (cards spec §5 gives 5,000,000 and 10,000,000). */
export const MAX_FILE_BYTES = { personal: 5_000_000, business: 10_000_000 } as const;

/**
 * Bytes a picture owned by an organization of this type may have (accounts spec §1 "A personal
 * organization has lower file-size limits", §9 "5 MB personal, 10 MB business"): 5 MB in a personal
 * organization, 10 MB in any other (docs/decisions.md W13). Used for workspace logos.
 */
export function maxPictureBytes(organizationType: 'personal' | 'shared' | 'business'): number {
  return organizationType === 'personal' ? MAX_FILE_BYTES.personal : MAX_FILE_BYTES.business;
}

/**
 * The most pixels (width × height) a picture may have, whatever it is for: profile pictures, workspace
 * logos, card contents, comment files and chat files (issue 25; docs/decisions.md U34). Checked on the
 * header before anything decodes the file, and given to sharp as `limitInputPixels`. 50 megapixels
 * takes an 8000 × 6000 photo (48 MP, the largest common phone camera) and costs at most 200 MB of RGBA
 * to decode in a 1024 MB Lambda.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const UPLOAD_MESSAGES = {
  notAnImage: 'File selected is not an image',
  /** The one message for a picture over MAX_IMAGE_PIXELS, on every upload route. */
  tooManyPixels: 'This image is too large: at most 50 megapixels (width × height), e.g. 8000 × 6000 pixels.',
  tooLarge: (bytes: number) => `Maximum file size is ${bytes / 1_000_000}MB.`,
  invalidKey: 'Invalid upload key',
  notFound: 'The upload was not found. Please upload the file again.',
  /** 409 (decisions UP2): another call already stored this upload as a content or a version. */
  alreadyStored: 'This upload was already saved. Reload to see it.',
  /** 429 (docs/decisions.md S24): more presigned uploads open than one user may hold in an hour. */
  tooManyOpen: (limit: number) =>
    `You have started ${limit} uploads in the last hour that are not saved yet. Please save them or try again later.`,
} as const;

/** Profile images and workspace logos: .jpg, .png, .jpeg (accounts spec §5). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
