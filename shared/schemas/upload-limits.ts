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

export const UPLOAD_MESSAGES = {
  notAnImage: 'File selected is not an image',
  tooLarge: (bytes: number) => `Maximum file size is ${bytes / 1_000_000}MB.`,
  invalidKey: 'Invalid upload key',
  notFound: 'The upload was not found. Please upload the file again.',
  /** 429 (docs/decisions.md S24): more presigned uploads open than one user may hold in an hour. */
  tooManyOpen: (limit: number) => `You have started ${limit} uploads in the last hour that are not saved yet. Please save them or try again later.`,
} as const;

/** Profile images and workspace logos: .jpg, .png, .jpeg (accounts spec §5). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
