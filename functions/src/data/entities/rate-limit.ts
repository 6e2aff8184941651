/**
 * Request counters per source and fixed window as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20) (issue 10; docs/decisions.md S15, S16, S25).
 * One item per scope, subject and window, expiring (TTL) one window after its own ends.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { RATE_LIMIT_SCOPES } from './rate-limit-scopes';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const RATE_LIMIT_MODEL = modelOf('rate_limit');

/** The table keys: one partition per scope, subject and window. */
export const RATE_LIMIT_BY_WINDOW: IndexSpec = {
  pk: { field: 'pk', composite: ['scope', 'subject', 'window_start'] },
  sk: { field: 'sk', composite: [] },
};

export const RateLimit = new Entity({
  name: RATE_LIMIT_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    scope: string()
      .enum(...RATE_LIMIT_SCOPES)
      .key(),
    /** What is counted, e.g. the source IP. */
    subject: string().key(),
    /** Epoch seconds the window began (a multiple of the window length). */
    window_start: number().key(),
    hits: number().optional(),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(RATE_LIMIT_MODEL, RATE_LIMIT_BY_WINDOW),
});
