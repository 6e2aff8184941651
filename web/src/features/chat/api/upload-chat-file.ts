/**
 * A chat file through the upload pipeline (BRIEF §3 "Uploads", §6 "An upload shows its progress";
 * docs/decisions.md V22): `POST /api/v1/new_message/{id}/workspaces/{w}/uploads` hands out a presigned POST,
 * the file goes straight to S3 with progress, and the message then names its `key`.
 */
import type { ChatFileType } from '../../../../../shared/schemas/chat-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { uploadToPresignedPost } from '../../../lib/presigned-upload';

/** Upload `file` as `contentType`; `onProgress` gets 0–100. @returns the pending key for the message. */
export async function uploadChatFile(
  workspaceId: string,
  file: File,
  contentType: ChatFileType,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ key: string; filename: string }> {
  const presigned = await unwrap(
    apiClient.POST('/api/v1/new_message/{id}/workspaces/{workspace_id}/uploads', {
      params: { path: { id: workspaceId, workspace_id: workspaceId } },
      body: {
        content_type: contentType,
        size: file.size,
        filename: file.name,
      },
    }),
  );
  // The presigned policy fixes the content type: send the file as exactly that type.
  const typed = file.type === contentType ? file : new File([file], file.name, { type: contentType });
  await uploadToPresignedPost(presigned, typed, onProgress, signal);
  return { key: presigned.key, filename: file.name };
}
