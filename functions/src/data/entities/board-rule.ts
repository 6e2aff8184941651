/**
 * Board rules as DynamoDB-Toolbox entities (issue 38 "Board rules"; docs/data-model.md patterns 220–226;
 * decisions BR2):
 *
 * - `board_rule` (pk `rules_of_{w}`, sk `$board_rule_1#rule_id_{r}`): one per rule, in a partition of the
 *   workspace's rules apart from the workspace partition (the board's skeleton Query never reads them), so
 *   the stream consumer reads a workspace's rules with one Query. Trigger, conditions and actions are
 *   stored as the API takes them (JSON strings: they are read whole and never queried into).
 * - `board_rule_tally` (pk `rules_of_{w}`, sk `$board_rule_tally_1`): how many rules the workspace has,
 *   conditioned in the transaction that creates one, so 50 holds under concurrent creates.
 * - `board_rule_run` (pk `rule_run_of_{r}`, sk `$board_rule_run_1#run_id_{id}`): one per run; its id is the
 *   UUIDv5 of the triggering event and the rule, so a redelivered queue message never runs a rule twice.
 *   `created_at` orders the log; DynamoDB TTL (`expires_at`) drops a run after 30 days.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const BOARD_RULE_MODEL = modelOf('board_rule');
/** The table keys: a workspace's rules in their own partition. */
export const BOARD_RULE_BY_WORKSPACE: IndexSpec = {
  pk: { field: 'pk', composite: ['rules_of'] },
  sk: { field: 'sk', composite: ['rule_id'] },
};

export const BoardRule = new Entity({
  name: BOARD_RULE_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    /** The workspace id. */
    rules_of: string().key(),
    rule_id: string().key(),
    organization_id: string(),
    name: string(),
    enabled: boolean().default(true),
    paused_reason: string().optional(),
    /** The trigger's type and stage, also kept apart so the stream consumer filters without parsing. */
    trigger_type: string(),
    trigger_stage_id: string().optional(),
    /** JSON of the API's `trigger`, `conditions` and `actions`. */
    trigger: string(),
    conditions: string(),
    actions: string(),
    created_by: string(),
    created_at: string(),
    updated_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(BOARD_RULE_MODEL, BOARD_RULE_BY_WORKSPACE),
});

export const BOARD_RULE_TALLY_MODEL = modelOf('board_rule_tally');
export const BOARD_RULE_TALLY_BY_WORKSPACE: IndexSpec = {
  pk: { field: 'pk', composite: ['rules_of'] },
  sk: { field: 'sk', composite: [] },
};

export const BoardRuleTally = new Entity({
  name: BOARD_RULE_TALLY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    rules_of: string().key(),
    rule_count: number().default(0),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(BOARD_RULE_TALLY_MODEL, BOARD_RULE_TALLY_BY_WORKSPACE),
});

export const BOARD_RULE_RUN_MODEL = modelOf('board_rule_run');
/** The table keys: a rule's runs in their own partition. */
export const BOARD_RULE_RUN_BY_RULE: IndexSpec = {
  pk: { field: 'pk', composite: ['rule_run_of'] },
  sk: { field: 'sk', composite: ['run_id'] },
};

export const BoardRuleRun = new Entity({
  name: BOARD_RULE_RUN_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    /** The rule id. */
    rule_run_of: string().key(),
    run_id: string().key(),
    workspace_id: string(),
    card_id: string(),
    card_name: string().default(''),
    trigger: string(),
    outcome: string(),
    reason: string().optional(),
    actions_done: list(string()).default(() => []),
    chain_depth: number(),
    created_at: string(),
    /** Epoch seconds; DynamoDB TTL. */
    expires_at: number(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(BOARD_RULE_RUN_MODEL, BOARD_RULE_RUN_BY_RULE),
});
