/**
 * A card's due date (cards spec §3 Card due_date, shown on board cards and in the list's Due Date
 * column) as its due tag (cards spec §4 Due tag, lib/due-tag.ts).
 */
import { DueTag } from '../../../components/ui/due-tag';
import { formatDate } from '../../../lib/i18n/format';

/** Formats an ISO timestamp as e.g. "Mar 4, 2026" ("4 mar 2026", "04.03.2026"), or '' when absent or invalid. */
export function formatDueDate(value: string | null): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : formatDate(new Date(time));
}

/** Whether an open card is past its due date (`now` in ms, for tests). */
export function isOverdue(value: string | null, completed: boolean, now = Date.now()): boolean {
  return Boolean(value) && !completed && Date.parse(value!) < now;
}

/** The card's due tag (cards spec §4), compact: the date and its label (Due Today, Past Due …). */
export function DueDate({ value, completed }: { value: string | null; completed: boolean }) {
  return <DueTag dueDate={value} completed={completed} compact />;
}
