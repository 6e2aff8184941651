/**
 * The chat message kinds and file types alone, for the chat entity that every function's data layer
 * loads; the rest of `./chat-limits` only the chat routes need (issue 11 Lambda size; decisions I18).
 * `./chat-limits` re-exports them.
 */

/** The two message kinds (accounts spec §3 message `message_type`). */
export const CHAT_MESSAGE_TYPES = ['text', 'file'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/**
 * The file types chat accepts: the spec's png, jpg, jpeg, svg, gif and tiff, as the MIME types the upload
 * check proves from the bytes (decisions V22).
 */
export const CHAT_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'image/tiff'] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];
