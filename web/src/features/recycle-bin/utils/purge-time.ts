/**
 * When a binned card is purged (accounts spec §4 Deleted card "kept 30 days"; §9 retention), and the
 * time left until then as the bin page shows it.
 */
import { addDays, differenceInHours } from 'date-fns';

/** Days a card stays in the bin. */
export const BIN_RETENTION_DAYS = 30;

/** The purge instant of a card binned at `deletedAt` (ISO). */
export function purgeDate(deletedAt: string): Date {
  return addDays(new Date(deletedAt), BIN_RETENTION_DAYS);
}

/**
 * The Time left cell: "30 days" (whole days, to the nearest), "1 day", "5 hours", "Less than an hour" or
 * "Deleting soon", at `now`. It reads under the "Time left" heading and after the phone's "Time left:" label.
 */
export function timeLeftLabel(deletedAt: string, now: Date): string {
  const { unit, count } = timeLeft(deletedAt, now);
  if (unit === 'soon') return 'Deleting soon';
  if (unit === 'lessThanHour') return 'Less than an hour';
  if (unit === 'hours') return count === 1 ? '1 hour' : `${count} hours`;
  return count === 1 ? '1 day' : `${count} days`;
}

/** The time left as a unit and a count, for the `recycle-bin` catalogue's `row.timeLeft` (issue 41). */
export interface TimeLeft {
  unit: 'soon' | 'lessThanHour' | 'hours' | 'days';
  /** Whole hours or days (0 for the first two units). */
  count: number;
}

/** What `timeLeftLabel` says in English, as a unit and a count, so each language words it. */
export function timeLeft(deletedAt: string, now: Date): TimeLeft {
  const purge = purgeDate(deletedAt);
  const hours = differenceInHours(purge, now);
  if (purge.getTime() <= now.getTime()) return { unit: 'soon', count: 0 };
  if (hours < 1) return { unit: 'lessThanHour', count: 0 };
  if (hours < 24) return { unit: 'hours', count: hours };
  // Nearest whole day: a card binned a minute ago has 30 days left, not 29.
  return { unit: 'days', count: Math.round((purge.getTime() - now.getTime()) / 86_400_000) };
}
