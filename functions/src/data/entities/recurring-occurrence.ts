/**
 * One made occurrence of a recurring card (issue 35 "each occurrence is created exactly once, whatever the
 * runs and their order"; docs/data-model.md patterns 226–227; decisions RC2): an item in the template
 * card's partition, beside its `card_recurrence` rule, keyed by the occurrence's date in the rule's time
 * zone. It is written with `attribute_not_exists` in the transaction that makes the copy, so a second run,
 * an overlapping run or a run out of order finds the date taken and makes nothing; it stays when the copy
 * is binned or deleted, so a deleted copy is not made again.
 */
import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { type IndexSpec } from '../keys';
import { GreenlightTable } from '../table';
import { electroVersion, modelOf, tableKeyOf } from './common';

export const RECURRING_OCCURRENCE_MODEL = modelOf('recurring_occurrence');
/** The table keys: `pk=card_id_{template}`, `sk=$recurring_occurrence_1#day_{YYYY-MM-DD}`. */
export const RECURRING_OCCURRENCE_BY_DAY: IndexSpec = {
  pk: { field: 'pk', composite: ['card_id'] },
  sk: { field: 'sk', composite: ['day'] },
};

export const RecurringOccurrence = new Entity({
  name: RECURRING_OCCURRENCE_MODEL.entity,
  table: GreenlightTable,
  timestamps: false,
  schema: item({
    /** The template card. */
    card_id: string().key(),
    /** The occurrence's date in the rule's time zone, `YYYY-MM-DD`. */
    day: string().key(),
    /** The copy made for it. */
    occurrence_card_id: string(),
    /** ISO instant of the occurrence (the copy's due date). */
    occurs_at: string(),
    edb_version: electroVersion(),
  }),
  computeKey: tableKeyOf(RECURRING_OCCURRENCE_MODEL, RECURRING_OCCURRENCE_BY_DAY),
});
