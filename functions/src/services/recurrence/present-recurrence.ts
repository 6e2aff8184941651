/**
 * A card's stored recurrence as the API answers it (issue 28; decisions G17–G22): the rule, its words and
 * the next occurrence. Shared by `GET …/recurrence` and the card popup's answer (issue 39; decisions CO2).
 */
import { recurrenceSummary, type Recurrence } from '../../../../shared/schemas/recurrence';
import { ruleOf, type CardRecurrenceRecord } from '../../data/card-recurrences';

/** The stored recurrence as answered. */
export function presentRecurrence(record: CardRecurrenceRecord): Recurrence {
  const rule = ruleOf(record);
  return { rule, summary: recurrenceSummary(rule), next_at: record.next_at ?? null, updated_at: record.updated_at };
}
