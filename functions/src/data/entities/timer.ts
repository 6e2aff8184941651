/**
 * Time tracking (cards spec §3 `timestamp_info`, `total_timestamp_info`, `is_tracked_by_current_user`; §4
 * Time tracking; decisions R14–R17):
 * - `active_timer`: the one running timer of a user, in the user's partition (sk `$active_timer_1`), so
 *   "one card at a time" is an `attribute_not_exists` on one key (docs/data-model.md patterns 108–110);
 * - `card_timer`: one user's time on one card, in the card's `card_detail` collection: `total_seconds`
 *   closed, and `started_at` while running (pattern 111).
 * The card item carries the card's totals (`total_seconds`, `active_timer_count`, `active_start_sum`).
 */
import { Entity } from 'electrodb';
import { SERVICE } from './common';

export const ActiveTimerEntity = new Entity({
  model: { entity: 'active_timer', version: '1', service: SERVICE },
  attributes: {
    user_id: { type: 'string', required: true, readOnly: true },
    card_id: { type: 'string', required: true, readOnly: true },
    workspace_id: { type: 'string', required: true, readOnly: true },
    organization_id: { type: 'string', required: true, readOnly: true },
    started_at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['user_id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export const CardTimerEntity = new Entity({
  model: { entity: 'card_timer', version: '1', service: SERVICE },
  attributes: {
    card_id: { type: 'string', required: true, readOnly: true },
    user_id: { type: 'string', required: true, readOnly: true },
    /** Closed time in whole seconds. */
    total_seconds: { type: 'number', required: true, default: 0 },
    /** Set while this user's timer runs on the card. */
    started_at: { type: 'string' },
  },
  indexes: {
    byCard: {
      collection: 'card_detail',
      pk: { field: 'pk', composite: ['card_id'] },
      sk: { field: 'sk', composite: ['user_id'] },
    },
  },
});
