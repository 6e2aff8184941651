/**
 * Time in the reports (issue 28 "hh:mm totals", "decimal hours beside hh:mm"): seconds as `h:mm`
 * (hours uncapped, minutes rounded down like a stopwatch) and as decimal hours with two places.
 */
import type { MessageValues } from '../../../lib/i18n/format-message';

/** Seconds as `h:mm`, e.g. 5400 → `1:30`. */
export function hhmm(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Seconds as decimal hours with two places, e.g. 5400 → `1.50`. */
export function decimalHours(seconds: number): string {
  return (Math.max(0, seconds) / 3600).toFixed(2);
}

/**
 * Seconds as words for screen readers, e.g. 5400 → `1 hour 30 minutes`, 3600 → `1 hour`, 0 → `0 minutes`;
 * the words come from the `reports` catalogue through `t` (issue 41), so German reads `1 Stunde 30 Minuten`.
 */
export function spokenDuration(seconds: number, t: (key: string, values?: MessageValues) => string): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  if (hours && rest) return t('time.spokenHoursMinutes', { hours, minutes: rest });
  if (hours) return t('time.spokenHours', { hours });
  return t('time.spokenMinutes', { minutes: rest });
}
