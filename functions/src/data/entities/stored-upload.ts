/**
 * A pending upload that became a card's content or a content's new version, a comment's or a draft's file, a
 * chat file or an organization import (issue 40 "Nothing is created twice"; decisions UP2, ON1, ON2, ON4; docs/data-model.md pattern 307):
 * `stored_upload` (pk `upload_id_{id}`, sk `$stored_upload_1`), `upload_id` being the pending object's own UUID
 * (the last segment of `pending/{user}/{purpose}/{scope}/{uuid}`). Created with `attribute_not_exists` inside the
 * transaction that keeps the file (../stored-uploads.ts), so two calls that store one upload at once cannot both
 * commit. The ids of the record holding the file are kept for a reader of the table. DynamoDB TTL
 * (`expires_at`, 2 days: past the day after which the `pending/` lifecycle rule deletes an upload never stored)
 * drops it.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const STORED_UPLOAD_MODEL = modelOf('stored_upload');
/** The table keys: one partition per pending upload. */
export const STORED_UPLOAD_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['upload_id'] },
  sk: { field: 'sk', composite: [] },
};

export const StoredUpload = new Entity({
  name: STORED_UPLOAD_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    upload_id: string().key(),
    /** The card whose content (or content version) or comment holds the file. */
    card_id: string().optional(),
    /** The content it became, or became a version of. */
    content_id: string().optional(),
    /** The comment or draft whose attachment it became (decisions ON1). */
    comment_id: string().optional(),
    /** The workspace whose chat holds it (decisions ON2). */
    workspace_id: string().optional(),
    /** The chat message whose file it became (decisions ON2). */
    message_id: string().optional(),
    /** The organization import job that reads it (decisions ON4). */
    transfer_id: string().optional(),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(STORED_UPLOAD_MODEL, STORED_UPLOAD_BY_ID),
});
