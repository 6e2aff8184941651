/**
 * Per-user counters of one workspace, shown on the organization home's workspace cards (accounts spec §1:
 * unread notification count, new message count). The notification and chat features keep them with
 * transactions: `unread_messages_count` counts unread comment notices (decisions R18), `unread_chat_count`
 * unread workspace chat messages by others (decisions V19); the home's Messages count is their sum (V26).
 * Access pattern: a user's counters for all their workspaces (table: the user's partition, one Query).
 */
import { Entity } from 'electrodb';
import { SERVICE } from './common';

export const WorkspaceCounterEntity = new Entity({
  model: { entity: 'workspace_counter', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    unread_notifications_count: { type: 'number', default: 0 },
    unread_messages_count: { type: 'number', default: 0 },
    unread_chat_count: { type: 'number', default: 0 },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: ['workspace_id'] },
    },
  },
});
