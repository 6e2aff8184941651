/**
 * WebSocket connections as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), by connection id, with a user's open connections on gsi1 (BRIEF §1 realtime).
 * DynamoDB TTL (`expires_at`) removes them after API Gateway's 2-hour cap.
 *
 * ElectroDB keeps `created_at` only (no `updated_at`), so it is a plain attribute set on put, and the entity's
 * own timestamps are off.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, gsiKeyAttributes, modelOf, tableKeyOf } from './common';

export const CONNECTION_MODEL = modelOf('connection');

/** The table keys: the connection's own partition, one item in it. */
export const CONNECTION_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['connection_id'] },
  sk: { field: 'sk', composite: [] },
};
/** A user's open connections. Both composites are read-only, so the keys are written once, on put. */
export const CONNECTION_BY_USER: IndexSpec = {
  index: 'gsi1',
  pk: { field: 'gsi1pk', composite: ['user_id'] },
  sk: { field: 'gsi1sk', composite: ['connection_id'] },
};

const connectionAttributes = item({
  connection_id: string().key(),
  user_id: string(),
  /** Epoch seconds (DynamoDB TTL). */
  expires_at: number(),
  /** Epoch seconds the token's session began: subscribing re-checks it against ended sessions (issue 10). */
  auth_time: number().optional(),
  /** ISO instant of the put, as ElectroDB's `createdAt` default. */
  created_at: string().putDefault(() => new Date().toISOString()),
  edb_version: electroVersion(),
});

export const Connection = new Entity({
  name: CONNECTION_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: connectionAttributes.and(gsiKeyAttributes('gsi1', CONNECTION_MODEL, CONNECTION_BY_USER, CONNECTION_BY_ID)),
  computeKey: tableKeyOf(CONNECTION_MODEL, CONNECTION_BY_ID),
});
