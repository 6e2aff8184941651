/**
 * Workspace chat limits, file types and messages (accounts spec §3 Chat, §5 "Chat: empty message refused
 * with 'Please write a message'. Chat treats png, jpg, svg, jpeg, gif, tiff as images.", §7 Chat;
 * docs/decisions.md V14–V29). Zod-free, so the web dock can check before sending without the schema library.
 */
import { CHAT_FILE_TYPES, CHAT_MESSAGE_TYPES, type ChatFileType, type ChatMessageType } from './chat-kinds';
export { CHAT_FILE_TYPES, CHAT_MESSAGE_TYPES, type ChatFileType, type ChatMessageType };

export const CHAT_LIMITS = {
  /** Messages per page of `GET /get_messages/{id}` (decisions V17). */
  pageSize: 20,
  /** The largest page a client may ask for. */
  maxPageSize: 50,
  /** Longest message text, in characters after trimming. */
  contentLength: 5000,
  /** Longest file name kept with a file message. */
  filenameLength: 255,
  /** Recipients whose unread counters change in the message's own TransactWrite (decisions V20). */
  recipientsInSend: 95,
} as const;

/** The extensions the file picker offers (accounts spec §5). */
export const CHAT_FILE_ACCEPT =
  '.png,.jpg,.jpeg,.svg,.gif,.tiff,.tif,image/png,image/jpeg,image/gif,image/svg+xml,image/tiff';

/** Types a browser can show inline in `<img>`; TIFF is offered as a download (decisions V22). */
export const CHAT_INLINE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml'];

/** The MIME type of a picked file by its extension, when the browser reports none (some do for .tif/.svg). */
export function chatFileTypeOf(filename: string, reported: string): ChatFileType | null {
  if ((CHAT_FILE_TYPES as readonly string[]).includes(reported)) return reported as ChatFileType;
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const byExtension: Record<string, ChatFileType> = {
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    svg: 'image/svg+xml',
    tif: 'image/tiff',
    tiff: 'image/tiff',
  };
  return extension ? (byExtension[extension] ?? null) : null;
}

export const CHAT_MESSAGES = {
  /** Accounts spec §5, §8. */
  empty: 'Please write a message',
  tooLong: `A message can have at most ${CHAT_LIMITS.contentLength} characters.`,
  notAllowedType: 'Chat accepts only png, jpg, jpeg, svg, gif and tiff files.',
  unsafeSvg: 'This SVG file contains scripts or links and cannot be sent.',
  fileRequired: 'Choose a file to send.',
  conversationMismatch: 'Conversation not found',
  storageFull: 'This workspace has reached its 100 MB storage limit. Delete some files to add more.',
  changedMeanwhile: 'The chat changed meanwhile. Please try again.',
} as const;
