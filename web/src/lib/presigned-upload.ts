/**
 * Sending a file straight to S3 with a presigned POST the API handed out (BRIEF §3 "Uploads"; §6 "An
 * upload shows its progress"): profile pictures (accounts spec §3 User logo) and workspace logos (§3
 * Workspace logo). XMLHttpRequest, unlike fetch, reports upload progress.
 */
import type { PresignedPost } from '../../../shared/schemas/uploads';
import { ApiError } from './api-client';
import { translate } from './i18n/i18n-store';

/**
 * Sends `file` to a presigned POST as multipart/form-data: every policy field first, the file last
 * (S3 ignores fields after `file`). `onProgress` gets 0–100.
 */
export function uploadToPresignedPost(
  presigned: PresignedPost,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
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
        reject(new ApiError(xhr.status, translate('common', 'upload.pictureFailed')));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, translate('common', 'upload.pictureUnreachable')));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
