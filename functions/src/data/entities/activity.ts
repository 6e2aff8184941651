/**
 * Activities as a DynamoDB-Toolbox entity: the item format ElectroDB wrote before it (tests/fixtures/stored-items.json; decisions I20), in the actor's partition, newest first by UUIDv7 id (accounts spec §2 User
 * activity page, §3 Activity, §7 `GET /api/v1/user_profiles/{id}/activities`; docs/data-model.md patterns
 * 136, 137). It has `created_at` only: a plain attribute set on put, as ElectroDB's default sets it.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { string } from 'dynamodb-toolbox/schema/string';
import { ACTIVITY_KINDS } from '../../../../shared/schemas/activity-kinds';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const ACTIVITY_MODEL = modelOf('activity');

/** The table keys: the actor's partition, activities by id. */
export const ACTIVITY_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: ['activity_id'] },
};

export const Activity = new Entity({
  name: ACTIVITY_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    /** The actor. */
    user_id: string().key(),
    activity_id: string().key(),
    kind: string().enum(...ACTIVITY_KINDS),
    /** What happened, in the actor's words, e.g. `Moved "Hero banner" to Client Review`. */
    summary: string(),
    organization_id: string(),
    workspace_id: string(),
    card_id: string().optional(),
    guest_visible: boolean(),
    /** ISO instant of the put (ElectroDB's `createdAt`; no `updated_at`). */
    created_at: string().putDefault(() => new Date().toISOString()),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(ACTIVITY_MODEL, ACTIVITY_BY_USER),
});
