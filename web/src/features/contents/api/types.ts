/** Shapes of the contents API (placeholder until shared/schemas/contents.ts lands). */
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
