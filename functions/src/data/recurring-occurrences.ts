/**
 * The occurrence keys of recurring cards (issue 35 "key the occurrence by its date in the rule's time zone,
 * with a conditional write"; docs/data-model.md patterns 226–227; decisions RC2): which dates of a template
 * already have their copy.
 */
import { getItem, type Item } from './access';
import { createTransaction, type TransactionItem } from './transactions';
import { RecurringOccurrence } from './entities/recurring-occurrence';

export type RecurringOccurrenceRecord = Item<typeof RecurringOccurrence>;

/** Pattern 226: the occurrence of `templateId` on `day` (`YYYY-MM-DD`, the rule's zone), or null when not made (1 GI, consistent). */
export async function getRecurringOccurrence(
  templateId: string,
  day: string,
): Promise<RecurringOccurrenceRecord | null> {
  return getItem(RecurringOccurrence, { card_id: templateId, day }, { consistent: true });
}

/**
 * Pattern 227: the transaction item that claims `day` for a copy: a Put conditioned on
 * `attribute_not_exists`, written with the copy (data/card-copy.ts `guard`), so only one copy per date is
 * ever made, whatever the runs and their order.
 */
export function occurrenceKeyItem(record: RecurringOccurrenceRecord): TransactionItem {
  return createTransaction(RecurringOccurrence, record);
}
