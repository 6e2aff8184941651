/**
 * Time tracking as DynamoDB-Toolbox entities: the same items as ElectroDB's `ActiveTimerEntity` (a user's
 * one running timer, in the user's partition) and `CardTimerEntity` (one user's time on one card, in the
 * card's `card_detail` collection) (entities/timer.ts) (cards spec §3 `timestamp_info`, §4 Time tracking;
 * decisions R14–R17; docs/data-model.md patterns 108–111). Neither has timestamps.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const ACTIVE_TIMER_MODEL = modelOf('active_timer');

/** The table keys: the user's partition, sk `$active_timer_1`, so one running timer per user. */
export const ACTIVE_TIMER_BY_USER: IndexSpec = {
  pk: { field: 'pk', composite: ['user_id'] },
  sk: { field: 'sk', composite: [] },
};

export const ActiveTimer = new Entity({
  name: ACTIVE_TIMER_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    user_id: string().key(),
    card_id: string(),
    workspace_id: string(),
    organization_id: string(),
    started_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(ACTIVE_TIMER_MODEL, ACTIVE_TIMER_BY_USER),
});

export const CARD_TIMER_MODEL = modelOf('card_timer');

/** The table keys: the card's detail partition, one item per user in its collection. */
export const CARD_TIMER_BY_CARD: IndexSpec = {
  collection: 'card_detail',
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['user_id'] },
};

export const CardTimer = new Entity({
  name: CARD_TIMER_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    card_id: string().key(),
    user_id: string().key(),
    /** Closed time in whole seconds. */
    total_seconds: number().default(0),
    /** Set while this user's timer runs on the card. */
    started_at: string().optional(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CARD_TIMER_MODEL, CARD_TIMER_BY_CARD),
});
