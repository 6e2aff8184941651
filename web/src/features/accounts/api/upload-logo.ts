/**
 * `POST /api/v1/users/logo_upload {content_type, size}`: a presigned POST for a new profile picture
 * (accounts spec §3 logo, §5 "Profile image: .jpg, .png, .jpeg"; BRIEF §3 Uploads). The browser then
 * sends the file straight to S3 with XMLHttpRequest, which (unlike fetch) reports upload progress, and
 * the returned `key` goes to `PUT /api/v1/users/update_detail` as `logo_key`.
 */
import { useMutation } from '@tanstack/react-query';
import type { PresignedPost } from '../../../../../shared/schemas/uploads';
import { ApiError, api } from '../../../lib/api-client';

/** Image types the API accepts for a profile picture. */
export type ProfileImageType = 'image/jpeg' | 'image/png';

/** Asks the API where to upload a picture of this type and size. */
export function requestLogoUpload(body: { content_type: ProfileImageType; size: number }): Promise<PresignedPost> {
  return api.post<PresignedPost>('/api/v1/users/logo_upload', body);
}

/**
 * Sends `file` to a presigned POST as multipart/form-data: every policy field first, the file last
 * (S3 ignores fields after `file`). `onProgress` gets 0–100.
 */
export function uploadToPresignedPost(presigned: PresignedPost, file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', presigned.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
      } else {
        reject(new ApiError(xhr.status, 'The picture could not be uploaded. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'The picture could not be uploaded. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Presigns and uploads a picture; resolves with the `logo_key` to save. */
export async function uploadLogo(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal): Promise<string> {
  const presigned = await requestLogoUpload({ content_type: file.type as ProfileImageType, size: file.size });
  await uploadToPresignedPost(presigned, file, onProgress, signal);
  return presigned.key;
}

/** Upload mutation; the avatar picker shows failures itself, so no toast. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: { file: File; onProgress?: (percent: number) => void; signal?: AbortSignal }) =>
      uploadLogo(file, onProgress, signal),
    meta: { errorToast: false },
  });
}
