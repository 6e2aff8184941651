/**
 * A user's private iCal feed as DynamoDB-Toolbox entities (issue 28 "iCal feed"; BRIEF §8 "Secrets that act
 * as credentials … stored as SHA-256 hashes, and looked up by hash"; docs/data-model.md patterns 190–193;
 * decisions G13–G15).
 *
 * - `calendar_feed` (pk `user_id_{u}`, sk `$calendar_feed_1`): the feed's settings and its token's hash;
 *   one per user, so regenerating replaces it.
 * - `calendar_feed_token` (pk `token_hash_{sha256}`, sk `$calendar_feed_token_1`): the lookup the feed
 *   route makes with the hash of the token in its URL; it names the user and carries the scope.
 * Both are written and deleted together in one transaction, so an old token stops answering at once.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { CALENDAR_FEED_SCOPES } from '../../../../shared/schemas/calendar-feed';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const CALENDAR_FEED_MODEL = modelOf('calendar_feed');
/** The table keys: one feed per user. */
export const CALENDAR_FEED_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: [] },
};

export const CalendarFeed = new Entity({
  name: CALENDAR_FEED_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    /** SHA-256 (hex) of the token in the feed URL; the token itself is never stored. */
    token_hash: string(),
    scope: string().enum(...CALENDAR_FEED_SCOPES),
    /** ISO instant the current token was made. */
    created_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CALENDAR_FEED_MODEL, CALENDAR_FEED_BY_USER),
});

export const CALENDAR_FEED_TOKEN_MODEL = modelOf('calendar_feed_token');
/** The table keys: one item per token hash. */
export const CALENDAR_FEED_TOKEN_BY_HASH: IndexSpec = {
  pk: { field: 'pk', composite: ['token_hash'] },
  sk: { field: 'sk', composite: [] },
};

export const CalendarFeedToken = new Entity({
  name: CALENDAR_FEED_TOKEN_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    token_hash: string().key(),
    user_id: string(),
    scope: string().enum(...CALENDAR_FEED_SCOPES),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CALENDAR_FEED_TOKEN_MODEL, CALENDAR_FEED_TOKEN_BY_HASH),
});
