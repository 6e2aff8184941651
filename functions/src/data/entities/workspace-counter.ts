/**
 * Per-user counters of one workspace as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the user's partition, so the organization
 * home reads all of a user's counters in one Query (accounts spec §1; decisions R18, V19, V26).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const WORKSPACE_COUNTER_MODEL = modelOf('workspace_counter');

/** The table keys: the user's partition, one item per workspace. */
export const WORKSPACE_COUNTER_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['workspace_id'] },
};

/**
 * Optional: each writer ADDs only its own counter to an item it may be creating (a notice adds
 * `unread_notifications_count`, a chat message `unread_chat_count`), so the others can be absent.
 */
const counter = () => number().optional().default(0);

export const WorkspaceCounter = new Entity({
  name: WORKSPACE_COUNTER_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    workspace_id: string().key(),
    /** Unread comment notices are counted in `unread_messages_count` (decisions R18). */
    unread_notifications_count: counter(),
    unread_messages_count: counter(),
    /** Unread workspace chat messages by others (decisions V19). */
    unread_chat_count: counter(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(WORKSPACE_COUNTER_MODEL, WORKSPACE_COUNTER_BY_USER),
});
