/**
 * Recurring cards' rules and their scheduled job (issue 28 "Recurring cards"; docs/data-model.md patterns
 * 180–183; decisions G17–G21). The rule item and its `recurring_card` schedule entry change together in one
 * transaction, so a rule never exists without its job (until it ends) nor a job without its rule.
 */
import type { RecurrenceRule } from '../../../shared/schemas/recurrence';
import { ConflictError } from '../lib/http/errors';
import { getItem, type Item } from './access';
import {
  checkTransaction,
  deleteTransaction,
  putTransaction,
  runTransaction,
  type TransactionItem,
} from './transactions';
import { Card } from './entities/card';
import { CardRecurrence } from './entities/card-recurrence';
import { ScheduleEntry } from './entities/schedule-entry';
import { OUT_OF_BIN } from './cards';
import { notificationCreateItems, toNotificationRecord, type NewNotification } from './notifications';

export type CardRecurrenceRecord = Item<typeof CardRecurrence>;

/** The rule of a stored recurrence. */
export const ruleOf = (record: CardRecurrenceRecord): RecurrenceRule => JSON.parse(record.rule_json) as RecurrenceRule;

/** Pattern 196: a card's recurrence, or null when it does not repeat (1 GetItem). */
export async function getCardRecurrence(
  cardId: string,
  options: { consistent?: boolean } = {},
): Promise<CardRecurrenceRecord | null> {
  return getItem(CardRecurrence, { card_id: cardId }, options);
}

/** The job of the next occurrence at `next` (or its removal when the rule has ended). */
function jobItem(record: Pick<CardRecurrenceRecord, 'card_id' | 'workspace_id'>, next: Date | null): TransactionItem {
  if (!next) return deleteTransaction(ScheduleEntry, { kind: 'recurring_card', subject_id: record.card_id });
  return putTransaction(ScheduleEntry, {
    kind: 'recurring_card',
    subject_id: record.card_id,
    due_day: next.toISOString().slice(0, 10),
    due_at: next.toISOString(),
    payload: { workspace_id: record.workspace_id, card_id: record.card_id },
  });
}

/**
 * Pattern 197: set or replace a card's rule, from `now` on (only future occurrences change), with its job
 * at `next`. One TransactWrite: P rule + P (or D) job + a check that the card exists out of the bin.
 * @throws ConflictError when the card went to the recycle bin or away meanwhile.
 */
export async function saveCardRecurrence(input: {
  cardId: string;
  workspaceId: string;
  rule: RecurrenceRule;
  userId: string;
  now: Date;
  next: Date | null;
}): Promise<CardRecurrenceRecord> {
  const record: CardRecurrenceRecord = {
    card_id: input.cardId,
    workspace_id: input.workspaceId,
    rule_json: JSON.stringify(input.rule),
    starts_at: input.now.toISOString(),
    ...(input.next ? { next_at: input.next.toISOString() } : {}),
    created_by: input.userId,
    updated_at: input.now.toISOString(),
  };
  const result = await runTransaction([
    putTransaction(CardRecurrence, record),
    jobItem(record, input.next),
    checkTransaction(
      Card,
      { workspace_id: input.workspaceId, card_id: input.cardId },
      { and: [{ attr: 'card_id', exists: true }, OUT_OF_BIN] },
    ),
  ]);
  if (result.canceled) throw new ConflictError('The card was changed meanwhile. Please try again.');
  return record;
}

/** Pattern 198: stop a card's rule: D rule + D job in one TransactWrite (nothing to stop is fine). */
export async function deleteCardRecurrence(cardId: string): Promise<void> {
  await runTransaction([
    deleteTransaction(CardRecurrence, { card_id: cardId }),
    deleteTransaction(ScheduleEntry, { kind: 'recurring_card', subject_id: cardId }),
  ]);
}

/** The items that stop a card's rule inside another transaction (binning the template, pattern 80). */
export function stopRecurrenceItems(cardId: string): TransactionItem[] {
  return [
    deleteTransaction(CardRecurrence, { card_id: cardId }),
    deleteTransaction(ScheduleEntry, { kind: 'recurring_card', subject_id: cardId }),
  ];
}

/**
 * Pattern 199: after a run made the due occurrences, move the rule to its next one: U rule `next_at` +
 * P job at `next` (or remove both keys' job when it ended), conditioned on the rule unchanged since read
 * (`updated_at`), so an edit or stop made meanwhile stands. @returns false when the rule changed meanwhile.
 */
export async function advanceCardRecurrence(read: CardRecurrenceRecord, next: Date | null): Promise<boolean> {
  const { next_at: _previous, ...rest } = read;
  const result = await runTransaction([
    putTransaction(CardRecurrence, { ...rest, ...(next ? { next_at: next.toISOString() } : {}) }, {
      attr: 'updated_at',
      eq: read.updated_at,
    } as never),
    jobItem(read, next),
  ]);
  return !result.canceled;
}

/**
 * Pattern 228: stop a rule whose setter left the workspace (issue 35; decisions RC5) and tell `notices`'
 * recipients, in one TransactWrite: D rule conditioned on `updated_at` as read (an edit made meanwhile, by
 * someone still a member, stands) + D job + each notification with its counter. At most 40 notices.
 * @returns false when the rule changed meanwhile (nothing was written).
 */
export async function stopOrphanedRecurrence(
  read: CardRecurrenceRecord,
  notices: readonly NewNotification[],
): Promise<boolean> {
  const result = await runTransaction([
    deleteTransaction(CardRecurrence, { card_id: read.card_id }, { attr: 'updated_at', eq: read.updated_at } as never),
    deleteTransaction(ScheduleEntry, { kind: 'recurring_card', subject_id: read.card_id }),
    ...notificationCreateItems(notices.slice(0, 40).map(toNotificationRecord)),
  ]);
  return !result.canceled;
}
