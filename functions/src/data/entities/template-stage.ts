/**
 * Organization template stages as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the organization partition's `organization`
 * collection (accounts spec §2 "Board Stages" page, §3 Template stage; issue 5).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, stageFlags, tableKeyOf, TIMESTAMPS } from './common';

export const TEMPLATE_STAGE_MODEL = modelOf('template_stage');

/** The table keys: the organization's partition, template stages in its `organization` collection. */
export const TEMPLATE_STAGE_BY_ORGANIZATION: IndexSpec = {
  collection: 'organization',
  pk: { field: 'pk', composite: ['organization_id'] },
  sk: { field: 'sk', composite: ['template_stage_id'] },
};

export const TemplateStage = new Entity({
  name: TEMPLATE_STAGE_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    organization_id: string().key(),
    template_stage_id: string().key(),
    name: string().default('Untitled'),
    /** Fractional index (fractional-indexing); template stages sort by it. */
    position: string(),
    ...stageFlags(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(TEMPLATE_STAGE_MODEL, TEMPLATE_STAGE_BY_ORGANIZATION),
});
