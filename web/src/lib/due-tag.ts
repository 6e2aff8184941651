/**
 * The due tag of a card (cards spec §4 Card states "Due tag: shows days left, or past due when the date
 * is earlier than now. Labels: Completed, Due in 3 to 7 days, Near Due (2 days), Due Tomorrow, Due
 * Today, Past Due"; §9 display format 'MMM DD, YYYY hh:mma'). One pure function shared by the popup,
 * board cards, list rows and the calendar; the clock is passed in.
 *
 * Labels and dates are in the interface language (issue 41): the spec's English labels are the English
 * catalogue's `common` entries `due.*`; the date is `formatDateTime`'s.
 *
 * Days are counted in calendar days of the viewer's time zone: a card due at 09:00 tomorrow is "Due
 * Tomorrow" at 23:00 today. A due date more than 7 days away has no tag, only the date.
 */
import { differenceInCalendarDays, isValid } from 'date-fns';
import { formatDateOnly, formatDateTime } from './i18n/format';
import { translate } from './i18n/i18n-store';

/** The kinds of tag, for styling: each has its colour. */
export type DueTagKind = 'completed' | 'past-due' | 'today' | 'tomorrow' | 'near' | 'soon' | 'later';

export interface DueTag {
  kind: DueTagKind;
  /** The spec's label ("Due in 5 days" for 3 to 7 days); '' for a date more than 7 days away. */
  label: string;
  /** The due date in the display format, e.g. "Mar 04, 2026 03:30PM"; '' without a due date. */
  date: string;
  /**
   * The same date without its time, for compact tags on board cards: "Mar 04, 2026", "4. März 2026";
   * '' without a due date. Formatted on its own, not cut from `date`, whose length differs by language.
   */
  day: string;
}

/**
 * The tag of a card with `dueDate` (ISO, or null) and `completed`, seen at `now`.
 * Null when there is nothing to show: no due date and not completed, or an unreadable date.
 */
export function dueTag(dueDate: string | null, completed: boolean, now: Date): DueTag | null {
  const due = dueDate ? new Date(dueDate) : null;
  const valid = due !== null && isValid(due);
  const date = valid ? formatDateTime(due) : '';
  const day = valid ? formatDateOnly(due) : '';
  const label = (key: string, values?: { days: number }) => translate('common', key, values);
  if (completed) return { kind: 'completed', label: label('due.completed'), date, day };
  if (!valid) return null;
  if (due.getTime() < now.getTime()) return { kind: 'past-due', label: label('due.pastDue'), date, day };
  const days = differenceInCalendarDays(due, now);
  if (days === 0) return { kind: 'today', label: label('due.today'), date, day };
  if (days === 1) return { kind: 'tomorrow', label: label('due.tomorrow'), date, day };
  if (days === 2) return { kind: 'near', label: label('due.near'), date, day };
  if (days <= 7) return { kind: 'soon', label: label('due.soon', { days }), date, day };
  return { kind: 'later', label: '', date, day };
}
