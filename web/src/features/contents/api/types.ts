/**
 * The contents API as the web app calls it (cards spec §3 Content, §7 Contents), under
 * `/api/v1/workspaces/{w}/content_groups/{c}/contents`. Written before `shared/schemas/contents.ts`
 * existed: when it lands these types become re-exports of its zod types, and the calls in
 * `contents-api.ts` follow its paths and keys. What the UI needs, call by call:
 *
 * - `GET …/contents` → `Content[]` in order; hidden ones (`is_active: false`) only for callers with
 *   `can_access_content_hide`.
 * - `GET …/contents/new` → `ContentsUploadInfo` (the caller's file limit and the workspace's storage).
 * - `POST …/contents/new {content_type, size, filename}` → `PresignedPost` for one file.
 * - `POST …/contents {key, filename}` → the new `Content` (after HeadObject and magic bytes).
 * - `PUT …/contents/{id} {replace: true, key, filename}` → the `Content`, its old file now a version.
 * - `GET …/contents/{id}/hide` and `/unhide` → the `Content`.
 * - `PUT …/contents/sort_attachments {contents: [{id}]}` (the whole new order).
 * - `DELETE …/contents/destroy_multi?ids=a,b`.
 * - `GET …/contents/{id}/versions` → `ContentVersion[]`, newest first.
 * - `GET …/contents/download?ids=a,b` → the zip (200, Content-Disposition), 429 at the rate limit.
 */
export interface ContentUrls {
  original: string;
  small: string | null;
  thumbnail: string | null;
}
export interface Content {
  id: string;
  position: string;
  is_active: boolean;
  type: 'image/jpeg' | 'image/png' | 'pdf';
  filename: string;
  size: number;
  urls: ContentUrls;
  versions_count: number;
}
export interface ContentVersion {
  id: string;
  version: number;
  type: Content['type'];
  filename: string;
  size: number;
  created_at: string;
  urls: ContentUrls;
}
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  key: string;
}
export interface ContentsUploadInfo {
  max_file_bytes: number;
  storage_used_bytes: number;
  storage_cap_bytes: number | null;
  storage_remaining_bytes: number | null;
}
