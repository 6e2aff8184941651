/**
 * Uploading as the browser does (BRIEF §3 "Uploads"): a presigned POST the API handed out, with every
 * policy field first and the file last, straight to the local S3.
 */
import { expect } from 'vitest';
import type { Content } from '../../shared/schemas/contents';
import type { PresignedPost } from '../../shared/schemas/uploads';
import { api } from './api';

/** POST `bytes` to a presigned POST; resolves with S3's HTTP status. */
export async function postToPresigned(presigned: PresignedPost, bytes: Buffer, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  return (await fetch(presigned.url, { method: 'POST', body: form })).status;
}

/** A file to upload as a card content. */
export interface ContentUpload {
  bytes: Buffer;
  type: string;
  filename: string;
}

/**
 * Upload `files` as a card's contents as the popup does: presign and send each (asserting both), then
 * confirm them as one action. @returns the confirm response (201 with the new contents).
 */
export async function uploadCardContents(
  token: string,
  workspaceId: string,
  cardId: string,
  files: readonly ContentUpload[],
) {
  const path = `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/contents`;
  const uploaded: Array<{ key: string; filename: string }> = [];
  for (const file of files) {
    const presigned = await api<PresignedPost>('POST', `${path}/new`, {
      token,
      body: { content_type: file.type, size: file.bytes.length, filename: file.filename },
    });
    expect(presigned.status, JSON.stringify(presigned.body)).toBe(201);
    expect(await postToPresigned(presigned.body.data, file.bytes, file.type)).toBeLessThan(300);
    uploaded.push({ key: presigned.body.data.key, filename: file.filename });
  }
  return api<Content[]>('POST', path, { token, body: { contents: uploaded } });
}
