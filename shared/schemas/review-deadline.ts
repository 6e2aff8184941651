/**
 * Review deadlines (issue 38 "Review deadlines"; decisions DL1–DL4): submitting sets the day by which the
 * reviewers decide. A deadline is a calendar day in the submitter's IANA time zone and ends at that day's
 * end there; its default is 2 working days (Saturday and Sunday skipped) after the submission's day. The
 * reminder of a reviewer who has not decided goes out at 09:00 of that day in the reviewer's zone.
 *
 * Days are `yyyy-mm-dd` strings of a zone's wall calendar; instants are epoch milliseconds. Pure
 * functions on `@date-fns/tz`, shared by the API and the Submit dialog (which fills its date field with
 * `defaultDeadlineDay`).
 */
import { TZDate } from '@date-fns/tz';
import { addBusinessDays, endOfDay, formatISO, parseISO, isValid } from 'date-fns';

/** Working days a submission gives the reviewers unless the dialog says otherwise. */
export const DEFAULT_DEADLINE_WORKING_DAYS = 2;

/** The furthest a deadline may be set, in days after the submission. */
export const MAX_DEADLINE_DAYS = 365;

/** Hour of the deadline's day (reviewer's zone) at which an undecided reviewer is reminded. */
export const DEADLINE_REMINDER_HOUR = 9;

export const REVIEW_DEADLINE_MESSAGES = {
  format: 'The review deadline must be a date (YYYY-MM-DD).',
  past: 'The review deadline cannot be in the past.',
  tooFar: `The review deadline must be within ${MAX_DEADLINE_DAYS} days.`,
  timeZone: 'The time zone must be an IANA time zone such as Europe/Berlin.',
} as const;

/** Whether `day` is a real `yyyy-mm-dd` calendar day. */
export function isDay(day: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(day) &&
    isValid(parseISO(day)) &&
    formatISO(parseISO(day), { representation: 'date' }) === day
  );
}

/** Whether `zone` is an IANA zone the runtime knows (Intl decides: `tzOffset` accepts `Mars+05`, decisions LB3). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    // Intl throws a RangeError for an unknown zone: that is the answer.
    return false;
  }
}

/** The zone's calendar day of `instant`. */
export const dayIn = (instant: number, zone: string): string =>
  formatISO(new TZDate(instant, zone), { representation: 'date' });

/** The zone's wall time `hour`:00 on `day`, as a TZDate. */
function wallTime(day: string, zone: string, hour = 0): TZDate {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y, m - 1, d, hour, 0, 0, zone);
}

/** The default deadline day: 2 working days after the zone's day of `now` (Friday → Tuesday, Saturday → Tuesday). */
export function defaultDeadlineDay(now: number, zone: string): string {
  const today = wallTime(dayIn(now, zone), zone);
  return formatISO(addBusinessDays(today, DEFAULT_DEADLINE_WORKING_DAYS), { representation: 'date' });
}

/** The instant a deadline day ends in the zone (its last millisecond). */
export const deadlineEnd = (day: string, zone: string): number => endOfDay(wallTime(day, zone)).getTime();

/** The instant of the reminder on the deadline's day: 09:00 of that day in the reviewer's zone. */
export const reminderAt = (day: string, zone: string): number => wallTime(day, zone, DEADLINE_REMINDER_HOUR).getTime();

/**
 * Why `day` cannot be the deadline of a submission made at `now` in `zone`, or null when it can: it must be
 * a real day, not before the zone's today, at most MAX_DEADLINE_DAYS ahead.
 */
export function deadlineDayProblem(day: string, now: number, zone: string): string | null {
  if (!isDay(day)) return REVIEW_DEADLINE_MESSAGES.format;
  const today = dayIn(now, zone);
  if (day < today) return REVIEW_DEADLINE_MESSAGES.past;
  // Zone-free arithmetic on the date: the UTC calendar of a UTC midnight.
  const latest = new Date(Date.parse(`${today}T00:00:00Z`) + MAX_DEADLINE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return day > latest ? REVIEW_DEADLINE_MESSAGES.tooFar : null;
}
