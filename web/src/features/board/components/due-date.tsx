/**
 * A card's due date (cards spec §3 Card due_date, shown on board cards and in the list's Due Date
 * column). Past-due dates of open cards are marked.
 */
import { format } from 'date-fns';

/** Formats an ISO timestamp as e.g. "Mar 4, 2026", or '' when absent or invalid. */
export function formatDueDate(value: string | null): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : format(time, 'MMM d, yyyy');
}

/** Whether an open card is past its due date (`now` in ms, for tests). */
export function isOverdue(value: string | null, completed: boolean, now = Date.now()): boolean {
  return Boolean(value) && !completed && Date.parse(value!) < now;
}

/** The due date with a calendar icon; nothing when the card has none. */
export function DueDate({ value, completed }: { value: string | null; completed: boolean }) {
  const label = formatDueDate(value);
  if (!value || !label) return null;
  const overdue = isOverdue(value, completed);
  return (
    <span className={`gl-due${overdue ? ' gl-due--overdue' : ''}`}>
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
        <rect x="2.5" y="3.5" width="11" height="10" rx="1.5" />
        <path d="M2.5 7h11M5.5 2v3M10.5 2v3" />
      </svg>
      <span>
        <span className="visually-hidden">{overdue ? 'Overdue, due ' : 'Due '}</span>
        {label}
      </span>
    </span>
  );
}
