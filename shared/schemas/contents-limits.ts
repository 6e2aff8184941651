/**
 * Card contents: limits and messages (cards spec §5 Attachments and sizes, §8 download errors, §9 "Attachments
 * per card 15; upload limit 5; file size 5MB or 10MB; personal workspace 100 MB"). Free of zod so the
 * web app checks files before upload without loading the schema library.
 */

/** MIME types a content may have (cards spec §4 Contents: images and PDFs). */
export const CONTENT_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ContentMimeType = (typeof CONTENT_MIME_TYPES)[number];

/** The API's short content type: `pdf` for PDFs, the MIME type for images. */
export const CONTENT_TYPES = ['image/jpeg', 'image/png', 'pdf'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_LIMITS = {
  /** Files in one upload action (cards spec §9 "upload limit 5"). */
  perUpload: 5,
  /** Contents on one card (cards spec §9 "Attachments per card 15"). */
  perCard: 15,
  /** Zip downloads one user may start per minute before HTTP 429 (cards spec §8; decisions U6). */
  downloadsPerMinute: 10,
  /** Contents in one zip: every content of a card. */
  perDownload: 15,
  /** Longest file name kept, in characters. */
  filenameLength: 255,
} as const;

export const CONTENT_MESSAGES = {
  perUpload: (limit: number) => `You have reached the limit of ${limit} per upload.`,
  perCard: (limit: number) => `You can only upload a maximum of ${limit} attachments.`,
  notAllowed: 'File selected is not an image',
  storageFull:
    'This workspace has reached its 100 MB storage limit. Delete files to make room, or move the work to a business organization.',
  downloadLimit: 'You have exceeded the download limit. Please try again later.',
  notFound: 'The content cannot be found.',
  versionNotFound: 'The version cannot be found.',
  sortMismatch: 'The order must list every content of the card exactly once.',
} as const;
