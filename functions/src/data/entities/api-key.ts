/**
 * Personal API keys as DynamoDB-Toolbox entities (issue 29 "Personal API keys"; BRIEF §8 "Secrets that act
 * as credentials … stored as SHA-256 hashes, and looked up by hash"; docs/data-model.md patterns 220–226;
 * decisions P1–P12). Modelled on the iCal feed's pair of items (./calendar-feed.ts).
 *
 * - `api_key` (pk `user_id_{u}`, sk `$api_key_1#key_id_{k}`): the key as its owner lists it (name,
 *   scope, the first characters, expiry) and its hash, in the user's partition, so the list is one Query
 *   and deleting the user's partition removes it.
 * - `api_key_token` (pk `key_hash_{sha256}`, sk `$api_key_token_1`): the item the authorizer updates with
 *   the hash of the key a request carries: it names the user and key, carries the scope and expiry, and
 *   holds `last_used_at` and the per-minute request counters (`rate_{minute}`, written by
 *   ../api-keys-use.ts, outside this schema).
 * - `api_key_count` (pk `user_id_{u}`, sk `$api_key_count_1`): how many keys the user holds, moved in
 *   the same transactions, so the limit of 10 holds under concurrent creates (decisions P3).
 * Both are written and deleted together in one transaction, so a revoked key stops at once.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { number } from 'dynamodb-toolbox/schema/number';
import { API_KEY_SCOPES } from '../../../../shared/schemas/api-keys';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';
import { API_KEY_TOKEN_BY_HASH, API_KEY_TOKEN_MODEL } from './api-key-keys';

export const API_KEY_MODEL = modelOf('api_key');
/** The table keys: the user's keys, in the user's partition. */
export const API_KEY_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['key_id'] },
};

export const ApiKeyItem = new Entity({
  name: API_KEY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    key_id: string().key(),
    name: string(),
    scope: string().enum(...API_KEY_SCOPES),
    /** The key's first characters (`glk_` and 8 more), shown to recognise it. */
    prefix: string(),
    /** SHA-256 (hex) of the key; the key itself is never stored. */
    key_hash: string(),
    /** ISO instants. */
    created_at: string(),
    expires_at: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(API_KEY_MODEL, API_KEY_BY_USER),
});

export { API_KEY_TOKEN_BY_HASH, API_KEY_TOKEN_MODEL };

export const ApiKeyToken = new Entity({
  name: API_KEY_TOKEN_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    key_hash: string().key(),
    user_id: string(),
    key_id: string(),
    scope: string().enum(...API_KEY_SCOPES),
    /** ISO instant after which the key answers 401; absent for a key that never expires. */
    expires_at: string().optional(),
    /** ISO instant of the key's last authorized request (the authorizer's UpdateItem). */
    last_used_at: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(API_KEY_TOKEN_MODEL, API_KEY_TOKEN_BY_HASH),
});

export const API_KEY_COUNT_MODEL = modelOf('api_key_count');
/** The table keys: one counter per user, in the user's partition. */
export const API_KEY_COUNT_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: [] },
};

export const ApiKeyCount = new Entity({
  name: API_KEY_COUNT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    /** Keys the user holds now. */
    count: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(API_KEY_COUNT_MODEL, API_KEY_COUNT_BY_USER),
});
