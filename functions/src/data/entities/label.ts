/**
 * Workspace labels as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the workspace partition's `workspace` collection (cards spec §3 Label;
 * docs/data-model.md patterns 32, 48, 49).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { DEFAULT_LABEL_COLOR } from '../../../../shared/schemas/label-limits';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf, TIMESTAMPS } from './common';

export const LABEL_MODEL = modelOf('label');

/** The table keys: the workspace's partition, labels by id in its collection. */
export const LABEL_BY_WORKSPACE: IndexSpec = {
  collection: 'workspace',
  pk: { field: 'pk', composite: ['workspace_id'] },
  sk: { field: 'sk', composite: ['label_id'] },
};

export const Label = new Entity({
  name: LABEL_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    workspace_id: string().key(),
    label_id: string().key(),
    name: string(),
    /** Six lower-case hex digits, no '#'. */
    color_hex: string().default(DEFAULT_LABEL_COLOR),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(LABEL_MODEL, LABEL_BY_WORKSPACE),
});
