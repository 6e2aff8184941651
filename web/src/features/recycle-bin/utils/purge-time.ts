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
  const purge = purgeDate(deletedAt);
  const hours = differenceInHours(purge, now);
  if (purge.getTime() <= now.getTime()) return 'Deleting soon';
  if (hours < 1) return 'Less than an hour';
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  // Nearest whole day: a card binned a minute ago has 30 days left, not 29.
  const days = Math.round((purge.getTime() - now.getTime()) / 86_400_000);
  return days === 1 ? '1 day' : `${days} days`;
}
