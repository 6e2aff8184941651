/**
 * The workspace chat (accounts spec §3 Chat: "conversation per workspace with id and unread_message_count;
 * message: content, message_type (text or file), file url, user_id, user, created_at"; §7 Chat;
 * docs/data-model.md patterns 132–135 and 160–163; decisions V14–V29). All three live in the chat
 * partition `conversation_id_{w}`, apart from the workspace partition that every board read Queries:
 *
 * - `chat_conversation`: sk `$chat_conversation_1`; the conversation's id is its workspace's id (V15);
 *   `message_count` and `last_message_id` change in every send's TransactWrite;
 * - `chat_message`: sk `$chat_message_1#message_id_{id}`; ids are UUIDv7, so the partition pages newest
 *   first by key alone (pattern 133);
 * - `chat_read`: sk `$chat_read_1#user_id_{u}`; how far a member has read (the read marks, pattern 135).
 *
 * The per-user unread count lives on `workspace_counter.unread_chat_count` in the user's partition, so the
 * organization home reads it with the other counts in one Query (decisions V19, V26).
 * Times are written by the caller from its injectable clock (lib/clock.ts).
 */
import { Entity } from 'electrodb';
import { CHAT_FILE_TYPES, CHAT_MESSAGE_TYPES } from '../../../../shared/schemas/chat-kinds';
import { SERVICE } from './common';

export const ChatConversationEntity = new Entity({
  model: { entity: 'chat_conversation', version: '1', service: SERVICE },
  attributes: {
    /** The workspace's id (one conversation per workspace). */
    conversation_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    message_count: { type: 'number', default: 0 },
    last_message_id: { type: 'string' },
    created_at: { type: 'string', required: true, readOnly: true },
    updated_at: { type: 'string', required: true },
  },
  indexes: {
    byConversation: {
      pk: { field: 'pk', composite: ['conversation_id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export const ChatMessageEntity = new Entity({
  model: { entity: 'chat_message', version: '1', service: SERVICE },
  attributes: {
    conversation_id: { type: 'string', required: true, readOnly: true },
    /** UUIDv7: sorts by time. */
    message_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    /** The author. */
    user_id: { type: 'string', required: true, readOnly: true },
    /** Snapshot of the author's name when sent, so a live event can be shown without a lookup (decisions V24). */
    user_full_name: { type: 'string', required: true, readOnly: true },
    user_name_initials: { type: 'string', required: true, readOnly: true },
    /** Plain text (a file message's optional caption); never HTML. */
    content: { type: 'string', required: true, default: '' },
    message_type: { type: CHAT_MESSAGE_TYPES, required: true, readOnly: true },
    /** A file message's file: its final S3 key and what the response shows. */
    file: {
      type: 'map',
      properties: {
        filename: { type: 'string', required: true },
        content_type: { type: CHAT_FILE_TYPES, required: true },
        size: { type: 'number', required: true },
        key: { type: 'string', required: true },
        /** A PNG preview of a file browsers cannot draw (TIFF), beside it in S3 (decisions V33). */
        preview_key: { type: 'string' },
      },
    },
    created_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byConversation: {
      pk: { field: 'pk', composite: ['conversation_id'] },
      sk: { field: 'sk', composite: ['message_id'] },
    },
  },
});

export const ChatReadEntity = new Entity({
  model: { entity: 'chat_read', version: '1', service: SERVICE },
  attributes: {
    conversation_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    /** The newest message the user has read (UUIDv7, so "read up to" compares as strings). */
    last_read_message_id: { type: 'string', required: true },
    read_at: { type: 'string', required: true },
  },
  indexes: {
    byConversation: {
      pk: { field: 'pk', composite: ['conversation_id'] },
      sk: { field: 'sk', composite: ['user_id'] },
    },
  },
});
