/**
 * `POST /api/v1/workspaces/{id}/logo_upload {content_type, size}`: a presigned POST for a new workspace
 * logo (accounts spec §2 "create with a name and an optional logo", §3 Workspace logo, §5 workspace form;
 * BRIEF §3 Uploads). The browser then sends the file straight to S3 with progress
 * (lib/presigned-upload.ts); the returned `key` goes to `PUT …/logo` (./confirm-workspace-logo.ts).
 */
import { useMutation } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { LogoUploadRequestSchema, PresignedPost } from '../../../../../shared/schemas/uploads';
import { apiClient, unwrap } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';

/** Request body of the call. */
export type WorkspaceLogoUploadInput = z.input<typeof LogoUploadRequestSchema>;

/** Asks the API where to upload a logo of this type and size. */
export function requestWorkspaceLogoUpload(
  workspaceId: string,
  body: WorkspaceLogoUploadInput,
): Promise<PresignedPost> {
  return unwrap(apiClient.POST('/api/v1/workspaces/{id}/logo_upload', { params: { path: { id: workspaceId } }, body }));
}

/** Presigns and uploads a logo; resolves with the `logo_key` to confirm. */
export async function uploadWorkspaceLogo(
  workspaceId: string,
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const presigned = await requestWorkspaceLogoUpload(workspaceId, {
    content_type: file.type as WorkspaceLogoUploadInput['content_type'],
    size: file.size,
  });
  await uploadToPresignedPost(presigned, file, onProgress, signal);
  return presigned.key;
}

/** Upload mutation; the logo picker shows failures itself, so no toast. Nothing is cached until the confirmation. */
export function useUploadWorkspaceLogo() {
  return useMutation({
    mutationFn: ({
      workspaceId,
      file,
      onProgress,
      signal,
    }: {
      workspaceId: string;
      file: File;
      onProgress?: (percent: number) => void;
      signal?: AbortSignal;
    }) => uploadWorkspaceLogo(workspaceId, file, onProgress, signal),
    meta: { errorToast: false },
  });
}
