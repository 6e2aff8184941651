/**
 * The presigned POST the API hands out and the upload requests (BRIEF §3 "Uploads"); the limits and
 * messages live in `upload-limits.ts` and are re-exported here.
 */
import * as z from 'zod';
import { MAX_FILE_BYTES, PROFILE_IMAGE_TYPES, UPLOAD_MESSAGES } from './upload-limits';

export { MAX_FILE_BYTES, UPLOAD_MESSAGES, PROFILE_IMAGE_TYPES } from './upload-limits';

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
