/**
 * The presigned POST the API hands out and the upload requests (BRIEF §3 "Uploads"); the limits and
 * messages live in `upload-limits.ts` and are re-exported here.
 */
import * as z from './zod';
import { MAX_FILE_BYTES, PROFILE_IMAGE_TYPES, UPLOAD_MESSAGES } from './upload-limits';

export {
  MAX_FILE_BYTES,
  MAX_IMAGE_PIXELS,
  UPLOAD_MESSAGES,
  PROFILE_IMAGE_TYPES,
  maxPictureBytes,
} from './upload-limits';

/** What the browser is about to upload, at most `maxBytes` ("Maximum file size is 5MB." beyond). */
export function logoUploadRequestSchema(maxBytes: number) {
  return z.object({
    content_type: z.enum(PROFILE_IMAGE_TYPES, { error: UPLOAD_MESSAGES.notAnImage }),
    size: z
      .int({ error: 'Required' })
      .check(z.minimum(1, 'Required'), z.maximum(maxBytes, UPLOAD_MESSAGES.tooLarge(maxBytes))),
  });
}

/** `POST /api/v1/users/logo_upload`: a profile picture, 5 MB (docs/decisions.md W7, W13). */
export const LogoUploadRequestSchema = logoUploadRequestSchema(MAX_FILE_BYTES.personal);

/**
 * `POST /api/v1/workspaces/{id}/logo_upload`: the largest a workspace logo may be (a business
 * organization's 10 MB); the handler applies the workspace's organization's limit (`maxPictureBytes`).
 */
export const WorkspaceLogoUploadRequestSchema = logoUploadRequestSchema(MAX_FILE_BYTES.business);

/** A presigned POST: send `fields` plus the file (last) as multipart/form-data to `url`. */
export const PresignedPostSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
});
export type PresignedPost = z.infer<typeof PresignedPostSchema>;
