/**
 * Upload limits and messages (accounts spec §5 profile image, §9 file sizes; cards spec §5) and the
 * presigned POST the API hands out (BRIEF §3 "Uploads").
 */
import * as z from 'zod';

/** Bytes: 5MB on personal organizations, 10MB on business (cards spec §5 gives 5,000,000 and 10,000,000). */
export const MAX_FILE_BYTES = { personal: 5_000_000, business: 10_000_000 } as const;

export const UPLOAD_MESSAGES = {
  notAnImage: 'File selected is not an image',
  tooLarge: (bytes: number) => `Maximum file size is ${bytes / 1_000_000}MB.`,
} as const;

/** Profile images: .jpg, .png, .jpeg (accounts spec §5). */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** `POST /api/v1/users/logo_upload`: what the browser is about to upload. */
export const LogoUploadRequestSchema = z.object({
  content_type: z.enum(PROFILE_IMAGE_TYPES, { error: UPLOAD_MESSAGES.notAnImage }),
  size: z
    .number({ error: 'Required' })
    .int()
    .min(1, 'Required')
    .max(MAX_FILE_BYTES.personal, UPLOAD_MESSAGES.tooLarge(MAX_FILE_BYTES.personal)),
});

/** A presigned POST: send `fields` plus the file (last) as multipart/form-data to `url`. */
export const PresignedPostSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});
export type PresignedPost = z.infer<typeof PresignedPostSchema>;
