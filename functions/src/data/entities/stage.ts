/**
 * Stages as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the workspace partition's `workspace` collection (accounts spec §3 Stage; docs/data-model.md).
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { APPROVAL_RULES } from '../../../../shared/schemas/approval-rule-limits';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, stageFlags, tableKeyOf, TIMESTAMPS } from './common';

export const STAGE_MODEL = modelOf('stage');

/** The table keys: the workspace's partition, stages after the workspace item in its collection. */
export const STAGE_BY_WORKSPACE: IndexSpec = {
  collection: 'workspace',
  pk: { field: 'pk', composite: ['workspace_id'] },
  sk: { field: 'sk', composite: ['stage_id'] },
};

export const Stage = new Entity({
  name: STAGE_MODEL.entity,
  table: GreenlightTable,
  timestamps: TIMESTAMPS,
  schema: item({
    workspace_id: string().key(),
    stage_id: string().key(),
    name: string(),
    /** Fractional index (fractional-indexing); stages sort by it. */
    position: string(),
    ...stageFlags(),
    /** Who completes an approval round in the stage (issue 38); absent: `any`, the spec's behaviour. */
    approval_rule: string()
      .enum(...APPROVAL_RULES)
      .optional(),
    /** The workspace member whose decision completes a round under `decision_maker` (issue 38). */
    decision_maker_id: string().optional(),
    /** Cards in the stage, kept by the same transaction that adds, moves or removes a card. */
    content_groups_count: number().default(0),
    /** Archived cards in the stage; a stage holding any is not deleted. */
    archived_count: number().optional().default(0),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(STAGE_MODEL, STAGE_BY_WORKSPACE),
});
