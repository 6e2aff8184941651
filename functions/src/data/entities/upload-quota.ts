/**
 * Upload quotas as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), the presigned uploads a user holds open per clock hour (issue 10; docs/decisions.md
 * S24). DynamoDB TTL (`expires_at`) removes each item; it has no timestamps.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const UPLOAD_QUOTA_MODEL = modelOf('upload_quota');

/** The table keys: the user's partition, one item per window. */
export const UPLOAD_QUOTA_BY_USER_WINDOW: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['window'] },
};

export const UploadQuota = new Entity({
  name: UPLOAD_QUOTA_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    /** The UTC clock hour, `YYYY-MM-DDTHH`. */
    window: string().key(),
    /** Presigned uploads handed out in this window and not yet confirmed. */
    open_uploads: number().default(0),
    /** Epoch seconds: one hour after the window ends (DynamoDB TTL). */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(UPLOAD_QUOTA_MODEL, UPLOAD_QUOTA_BY_USER_WINDOW),
});
