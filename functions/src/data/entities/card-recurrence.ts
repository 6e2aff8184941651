/**
 * A card's recurrence rule as a DynamoDB-Toolbox entity (issue 28 "Recurring cards"; docs/data-model.md
 * patterns 196–199; decisions G17–G21): one item in the template card's partition, beside (not in) the
 * `card_detail` collection, so the popup's Query does not read it and a permanent delete of the card's
 * partition takes it along. Its scheduled job is a `recurring_card` schedule entry of the same card.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const CARD_RECURRENCE_MODEL = modelOf('card_recurrence');
/** The table keys: one rule per card. */
export const CARD_RECURRENCE_BY_CARD: IndexSpec = {
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: [] },
};

export const CardRecurrence = new Entity({
  name: CARD_RECURRENCE_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    card_id: string().key(),
    workspace_id: string(),
    /** The rule as set (shared/schemas/recurrence.ts `RecurrenceRule`), as JSON. */
    rule_json: string(),
    /** ISO instant the rule was set or last edited: its occurrences start at or after it (edits affect only the future). */
    starts_at: string(),
    /** ISO instant of the next occurrence to make; absent once the rule has ended. */
    next_at: string().optional(),
    /** Who set the rule: the occurrences' creator. */
    created_by: string(),
    /** ISO instant of the last change of the rule; a run's advance is conditioned on it. */
    updated_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(CARD_RECURRENCE_MODEL, CARD_RECURRENCE_BY_CARD),
});
