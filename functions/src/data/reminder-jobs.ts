/**
 * A card's reminder jobs (cards spec §4 reminders, §5 "Reminder options: No reminder, or 1 to 7 days
 * before the due date"; accounts spec §3 notification types `due_reminder`, `past_due_reminder`).
 *
 * A card has at most one job of each kind in the schedule buckets (entities/schedule-entry.ts), keyed by
 * the card id. Every write that changes a card's due date, reminder or completion puts or deletes both
 * jobs in the SAME TransactWrite, so the jobs always follow the card (docs/data-model.md patterns 68,
 * 71, 73; decisions N10).
 */
import { subDays } from 'date-fns';
import { deleteTransaction, putTransaction, type TransactionItem } from './transactions';
import { ScheduleEntry } from './entities/schedule-entry';

export const REMINDER_KINDS = ['due_reminder', 'past_due_reminder'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What a reminder depends on: the card's due date (ISO), days before it (0 = none) and completion. */
export interface ReminderFields {
  due_date?: string | null;
  reminder_in_day?: number | null;
  completed?: boolean | null;
}

/**
 * When each reminder of a card falls due, or null when it has none: the due reminder `reminder_in_day`
 * days before the due date (none for 0), the past-due reminder at the due date; neither for a completed
 * or undated card.
 */
export function reminderTimes(card: ReminderFields): Record<ReminderKind, Date | null> {
  const due = card.due_date && !card.completed ? new Date(card.due_date) : null;
  const days = card.reminder_in_day ?? 0;
  return { due_reminder: due && days > 0 ? subDays(due, days) : null, past_due_reminder: due };
}

/**
 * TransactWrite items that make a card's two jobs match `card`: a put per reminder it has, a delete per
 * reminder it has not. A time already past is scheduled for `now`, so the next run sends it (a due date
 * set to yesterday still gets its past-due reminder); the run reads every job due by its time (decisions D23).
 */
export function reminderJobItems(
  card: ReminderFields & { workspace_id: string; card_id: string },
  options: { now?: Date; newCard?: boolean } = {},
): TransactionItem[] {
  const now = options.now ?? new Date();
  const times = reminderTimes(card);
  // A new card has no jobs yet: only puts (a copy's transaction counts its items; decisions K31).
  const kinds = options.newCard ? REMINDER_KINDS.filter((kind) => times[kind]) : REMINDER_KINDS;
  return kinds.map((kind) => {
    const at = times[kind];
    if (!at) return deleteTransaction(ScheduleEntry, { kind, subject_id: card.card_id });
    const dueAt = at.getTime() < now.getTime() ? now : at;
    return putTransaction(ScheduleEntry, {
      kind,
      subject_id: card.card_id,
      due_day: dueAt.toISOString().slice(0, 10),
      due_at: dueAt.toISOString(),
      payload: { workspace_id: card.workspace_id },
    });
  });
}

/** Whether a change touches what reminders depend on. */
export function changesReminders(changes: ReminderFields): boolean {
  return changes.due_date !== undefined || changes.reminder_in_day !== undefined || changes.completed !== undefined;
}
