/**
 * The recycle bin's entries as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), one per binned card in its organization's partition (accounts spec §2
 * Recycle bin page, §3 Deleted card list, §4 Deleted card; docs/data-model.md pattern 113; decisions K27).
 * It has no timestamps (`deleted_at` is given by the caller).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const DELETED_CARD_MODEL = modelOf('deleted_card');

/** The table keys: the organization's partition, entries by card id. */
export const DELETED_CARD_BY_ORGANIZATION: IndexSpec = {
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['card_id'] },
};

export const DeletedCard = new Entity({
  name: DELETED_CARD_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    organization_id: string().key(),
    card_id: string().key(),
    deleted_at: string(),
    workspace_id: string(),
    /** Snapshots of the names at binning time, for the bin page. */
    workspace_name: string(),
    card_name: string(),
    stage_id: string(),
    stage_name: string(),
    deleted_by: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(DELETED_CARD_MODEL, DELETED_CARD_BY_ORGANIZATION),
});
