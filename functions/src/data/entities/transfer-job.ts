/**
 * An organization export or import job (issue 40 "Organization export", "Import"; docs/data-model.md
 * patterns 301–305; decisions EX3): one item per job in its own partition `transfer_id_{j}`, so a status
 * read is one GetItem whoever asks; the route checks the job's `organization_id` (exports) or `user_id`
 * (imports) against the caller. `expires_at` (TTL) removes it a week after it was queued.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { record } from 'dynamodb-toolbox/schema/record';
import { string } from 'dynamodb-toolbox/schema/string';
import { TRANSFER_STATUSES } from '../../../../shared/schemas/org-transfers';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const TRANSFER_JOB_MODEL = modelOf('transfer_job');

/** The table keys: one partition per job. */
export const TRANSFER_JOB_BY_ID: IndexSpec = {
  pk: { field: 'pk', composite: ['transfer_id'] },
  sk: { field: 'sk', composite: [] },
};

export const TransferJob = new Entity({
  name: TRANSFER_JOB_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    transfer_id: string().key(),
    kind: string().enum('export', 'import'),
    /** Who started it: the Owner who exports, or the importer (the new organization's owner). */
    user_id: string(),
    /** The organization exported, or (imports) the one being made; absent on an import until it starts. */
    organization_id: string().optional(),
    organization_name: string().optional(),
    status: string().enum(...TRANSFER_STATUSES),
    /** 0–100. */
    progress: number(),
    error: string().optional(),
    /** The zip: the export's under `downloads/`, or the import's pending upload. */
    zip_key: string().optional(),
    counts: record(string(), number()).optional(),
    created_at: string(),
    updated_at: string(),
    /** Epoch seconds (TTL). */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(TRANSFER_JOB_MODEL, TRANSFER_JOB_BY_ID),
});
