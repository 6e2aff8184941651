/**
 * Workspace chat requests and responses (accounts spec §3 Chat "conversation per workspace with id and
 * unread_message_count; message: content, message_type (text or file), file url, user_id, user
 * {full_name, name_initials, logo}, created_at", §5, §7 Chat; docs/decisions.md V14–V29).
 *
 * Bodies are JSON (decisions A2): the spec's form data `file` is a presigned upload named by its `key`.
 */
import * as z from './zod';
import { UPLOAD_MESSAGES, MAX_FILE_BYTES } from './upload-limits';
import { CHAT_FILE_TYPES, CHAT_LIMITS, CHAT_MESSAGES, CHAT_MESSAGE_TYPES } from './chat-limits';
import { IdSchema, TimestampSchema } from './common';
import { maxTextLength, multiLineText, singleLineText } from './text';

/** `POST /api/v1/messages {workspace_id}`: create or fetch the workspace's conversation. */
export const ConversationRequestSchema = z.object({ workspace_id: IdSchema });

/** `GET /api/v1/get_messages/{id}?last_id&per_page`: a page of messages, newest first. */
export const ListMessagesQuerySchema = z.object({
  /** The page of messages older than this one (endless scroll upwards). */
  last_id: z.optional(IdSchema),
  per_page: z._default(
    z.coerce
      .number({ error: `per_page must be a whole number from 1 to ${CHAT_LIMITS.maxPageSize}` })
      .check(z.int(), z.minimum(1), z.maximum(CHAT_LIMITS.maxPageSize)),
    CHAT_LIMITS.pageSize,
  ),
});

/** A file uploaded through a presigned POST, to be sent as a file message. */
export const ChatFileRefSchema = z.object({
  key: z.string().check(z.minLength(1, 'Required'), z.maxLength(512)),
  filename: singleLineText({ error: 'Required' }).check(
    z.minLength(1, 'Required'),
    maxTextLength(CHAT_LIMITS.filenameLength),
  ),
});

/**
 * `POST /api/v1/new_message/{id}/workspaces/{workspace_id} {content, message_type, file?}`: a text message
 * needs text ('Please write a message'); a file message needs `file`, and `content` is its optional caption.
 */
export const NewMessageRequestSchema = z
  .object({
    content: z._default(
      multiLineText({ error: CHAT_MESSAGES.empty }).check(
        z.maxLength(CHAT_LIMITS.contentLength, CHAT_MESSAGES.tooLong),
      ),
      '',
    ),
    message_type: z._default(z.enum(CHAT_MESSAGE_TYPES, { error: 'message_type must be text or file' }), 'text'),
    file: z.optional(ChatFileRefSchema),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.message_type === 'text' && value.content === '')
        ctx.addIssue({ code: 'custom', path: ['content'], message: CHAT_MESSAGES.empty });
      if (value.message_type === 'text' && value.file)
        ctx.addIssue({ code: 'custom', path: ['file'], message: 'A text message carries no file.' });
      if (value.message_type === 'file' && !value.file)
        ctx.addIssue({ code: 'custom', path: ['file'], message: CHAT_MESSAGES.fileRequired });
    }),
  );
export type NewMessageRequest = z.infer<typeof NewMessageRequestSchema>;

/** `POST /api/v1/new_message/{id}/workspaces/{workspace_id}/uploads {content_type, size, filename}`: a presigned POST. */
export const ChatUploadRequestSchema = z.object({
  content_type: z.enum(CHAT_FILE_TYPES, { error: CHAT_MESSAGES.notAllowedType }),
  size: z
    .int({ error: 'Required' })
    .check(
      z.minimum(1, 'Required'),
      z.maximum(MAX_FILE_BYTES.business, UPLOAD_MESSAGES.tooLarge(MAX_FILE_BYTES.business)),
    ),
  filename: singleLineText({ error: 'Required' }).check(
    z.minLength(1, 'Required'),
    maxTextLength(CHAT_LIMITS.filenameLength),
  ),
});

/** `POST /api/v1/message_read/{id} {message_id?}`: read up to `message_id` (default: the newest message). */
export const MessageReadRequestSchema = z.object({ message_id: z.optional(IdSchema) });

/** The author as a message shows them (accounts spec §3 message `user`). */
export const ChatUserSchema = z.object({
  full_name: z.string(),
  name_initials: z.string(),
  /** A one-hour URL of the profile icon, or null. */
  logo: z.nullable(z.string()),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;

export const ChatFileSchema = z.object({
  filename: z.string(),
  content_type: z.enum(CHAT_FILE_TYPES),
  size: z.int(),
  /** Whether the chat shows it as a picture: every type but a TIFF without a preview (decisions V22, V33). */
  inline: z.boolean(),
  /** A one-hour signed URL of the PNG preview of a TIFF (`file_url` downloads the TIFF itself); null otherwise. */
  preview_url: z.nullable(z.string()),
});

/** One message (accounts spec §3). `file_url` is a one-hour signed URL. */
export const ChatMessageSchema = z.object({
  id: IdSchema,
  conversation_id: IdSchema,
  content: z.string(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  file_url: z.nullable(z.string()),
  file: z.nullable(ChatFileSchema),
  user_id: IdSchema,
  user: ChatUserSchema,
  created_at: TimestampSchema,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The conversation of a workspace (accounts spec §3 Chat): its id is the workspace's (decisions V15). */
export const ConversationSchema = z.object({
  id: IdSchema,
  workspace_id: IdSchema,
  /** Messages by others the caller has not read. */
  unread_message_count: z.int().check(z.minimum(0)),
  /** Messages in the conversation. */
  message_count: z.int().check(z.minimum(0)),
  /** The newest message's id, or null. */
  last_message_id: z.nullable(IdSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** Where a chat member has read up to (the dock's read marks). */
export const ReadMarkSchema = z.object({
  user_id: IdSchema,
  full_name: z.string(),
  name_initials: z.string(),
  logo: z.nullable(z.string()),
  last_read_message_id: IdSchema,
  read_at: TimestampSchema,
});
export type ReadMark = z.infer<typeof ReadMarkSchema>;

/** `GET /api/v1/get_messages/{id}`: a page newest first, the conversation, and the others' read marks. */
export const MessagesPageSchema = z.object({
  conversation: ConversationSchema,
  messages: z.array(ChatMessageSchema),
  has_next_page: z.boolean(),
  /** Pass as `last_id` for the next (older) page; null on the last page. */
  last_id: z.nullable(IdSchema),
  read_marks: z.array(ReadMarkSchema),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/** `GET /api/v1/message_count/{id}` and `POST /message_read/{id}`. */
export const MessageCountSchema = z.object({
  id: IdSchema,
  unread_message_count: z.int().check(z.minimum(0)),
  last_read_message_id: z.nullable(IdSchema),
});
export type MessageCount = z.infer<typeof MessageCountSchema>;
