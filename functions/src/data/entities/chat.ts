/**
 * The workspace chat as DynamoDB-Toolbox entities: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), all in the chat partition
 * `conversation_id_{w}` (accounts spec §3 Chat, §7 Chat; docs/data-model.md patterns 132–135 and 160–163;
 * decisions V14–V29).
 *
 * The callers write `created_at`, `updated_at` and `read_at` from their injectable clock (lib/clock.ts), so
 * they are plain attributes here, not Toolbox's timestamps.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { CHAT_FILE_TYPES, CHAT_MESSAGE_TYPES } from '../../../../shared/schemas/chat-kinds';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const CHAT_CONVERSATION_MODEL = modelOf('chat_conversation');

/** One conversation per workspace: its id is the workspace's id (V15). */
export const CHAT_CONVERSATION_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['conversation_id'] },
  sk: { field: 'sk', composite: [] },
};

export const ChatConversation = new Entity({
  name: CHAT_CONVERSATION_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    conversation_id: string().key(),
    workspace_id: string(),
    message_count: number().optional().default(0),
    last_message_id: string().optional(),
    created_at: string(),
    updated_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CHAT_CONVERSATION_MODEL, CHAT_CONVERSATION_BY_ID),
});

export const CHAT_MESSAGE_MODEL = modelOf('chat_message');

/** Message ids are UUIDv7, so the partition pages newest first by key alone (pattern 133). */
export const CHAT_MESSAGE_BY_CONVERSATION: IndexSpec = {
  pk: { field: 'pk', composite: ['conversation_id'] },
  sk: { field: 'sk', composite: ['message_id'] },
};

export const ChatMessage = new Entity({
  name: CHAT_MESSAGE_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    conversation_id: string().key(),
    /** UUIDv7: sorts by time. */
    message_id: string().key(),
    workspace_id: string(),
    /** The author. */
    user_id: string(),
    /** Snapshot of the author's name when sent (decisions V24). */
    user_full_name: string(),
    user_name_initials: string(),
    /** Plain text (a file message's optional caption); never HTML. */
    content: string().default(''),
    message_type: string().enum(...CHAT_MESSAGE_TYPES),
    /** A file message's file: its final S3 key and what the response shows. */
    file: map({
      filename: string(),
      content_type: string().enum(...CHAT_FILE_TYPES),
      size: number(),
      key: string(),
      /** A PNG preview of a file browsers cannot draw (TIFF), beside it in S3 (decisions V33). */
      preview_key: string().optional(),
    }).optional(),
    created_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CHAT_MESSAGE_MODEL, CHAT_MESSAGE_BY_CONVERSATION),
});

export const CHAT_READ_MODEL = modelOf('chat_read');

/** How far each member has read (the read marks, pattern 135). */
export const CHAT_READ_BY_CONVERSATION: IndexSpec = {
  pk: { field: 'pk', composite: ['conversation_id'] },
  sk: { field: 'sk', composite: ['user_id'] },
};

export const ChatRead = new Entity({
  name: CHAT_READ_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    conversation_id: string().key(),
    user_id: string().key(),
    /** The newest message the user has read (UUIDv7, so "read up to" compares as strings). */
    last_read_message_id: string(),
    read_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CHAT_READ_MODEL, CHAT_READ_BY_CONVERSATION),
});
