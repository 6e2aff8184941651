/**
 * `POST /api/v1/users/logo_upload {content_type, size}`: a presigned POST for a new profile picture
 * (accounts spec §3 logo, §5 "Profile image: .jpg, .png, .jpeg"; BRIEF §3 Uploads). The browser then
 * sends the file straight to S3 with progress (lib/presigned-upload.ts), and
 * the returned `key` goes to `PUT /api/v1/users/update_detail` as `logo_key`.
 */
import { useMutation } from '@tanstack/react-query';
import type { PresignedPost } from '../../../../../shared/schemas/uploads';
import { apiClient, unwrap } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';

/** Image types the API accepts for a profile picture. */
export type ProfileImageType = 'image/jpeg' | 'image/png';

/** Asks the API where to upload a picture of this type and size. */
export function requestLogoUpload(body: { content_type: ProfileImageType; size: number }): Promise<PresignedPost> {
  return unwrap(apiClient.POST('/api/v1/users/logo_upload', { body }));
}

/** Presigns and uploads a picture; resolves with the `logo_key` to save. */
export async function uploadLogo(
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const presigned = await requestLogoUpload({ content_type: file.type as ProfileImageType, size: file.size });
  await uploadToPresignedPost(presigned, file, onProgress, signal);
  return presigned.key;
}

/** Upload mutation; the avatar picker shows failures itself, so no toast. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress?: (percent: number) => void;
      signal?: AbortSignal;
    }) => uploadLogo(file, onProgress, signal),
    meta: { errorToast: false },
  });
}
