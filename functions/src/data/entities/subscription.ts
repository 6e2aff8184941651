/**
 * Realtime subscriptions as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), one per channel and connection in the channel's partition, with a
 * connection's subscriptions on gsi1 (BRIEF §7 "Live updates"; accounts spec §7 realtime subscriptions;
 * docs/data-model.md patterns 98, 139, 156). It has `created_at` only: a plain attribute set on put, as
 * ElectroDB's default sets it.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf } from './common';

export const SUBSCRIPTION_MODEL = modelOf('subscription');

/** The table keys: a channel's subscribers, by connection. */
export const SUBSCRIPTION_BY_CHANNEL: IndexSpec = {
  pk: { field: 'pk', composite: ['channel'] },
  sk: { field: 'sk', composite: ['connection_id'] },
};
/** A connection's subscriptions, by channel. */
export const SUBSCRIPTION_BY_CONNECTION: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['connection_id'] },
  sk: { field: 'gsi1sk', composite: ['channel'] },
};

const subscriptionAttributes = item({
  /** `workspace:{w}`, `card:{c}`, `user:{u}` or `chat:{w}` (functions/src/services/realtime/channels.ts). */
  channel: string().key(),
  connection_id: string().key(),
  user_id: string(),
  /** The workspace the channel belongs to (absent for user channels): access changes in it drop the item. */
  workspace_id: string().optional(),
  /** Whether the subscriber sees hidden stages and hidden lists (team roles); false for guests. */
  team: boolean(),
  /** Epoch seconds: the connection's own expiry. */
  expires_at: number(),
  /** ISO instant of the put (ElectroDB's `createdAt`; no `updated_at`). */
  created_at: string().putDefault(() => new Date().toISOString()),
  edb_version: electroVersion(),
});

/** The gsi1 keys are built from the table keys only, which never change: no update link. */
export const Subscription = new Entity({
  name: SUBSCRIPTION_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: subscriptionAttributes.and(
    gsiKeyAttributes('gsi1', SUBSCRIPTION_MODEL, SUBSCRIPTION_BY_CONNECTION, SUBSCRIPTION_BY_CHANNEL),
  ),
  computeKey: tableKeyOf(SUBSCRIPTION_MODEL, SUBSCRIPTION_BY_CHANNEL),
});
