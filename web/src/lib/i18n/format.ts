/**
 * Dates, numbers and file sizes in the interface language (issue 41 "Dates, times, numbers and durations
 * come from Intl and date-fns locales"; decisions LN5). Every screen formats through these, never with a
 * fixed English pattern or `toLocaleString()` without a locale.
 */
import { format } from 'date-fns';
import { currentDateLocale, currentLanguage } from './i18n-store';
import { formatNumber } from './format-number';

/**
 * A date and time as a person reads it: English keeps the spec's display format "Mar 04, 2026 03:30PM"
 * (cards spec §9 'MMM DD, YYYY hh:mma'); other languages use their locale's medium date and short time
 * ("4 mar 2026, 15:30", "04.03.2026, 15:30").
 */
export function formatDateTime(date: Date): string {
  const lng = currentLanguage();
  if (lng === 'en' || lng === 'en-XA') return format(date, 'MMM dd, yyyy hh:mma');
  return format(date, 'PP, p', { locale: currentDateLocale() });
}

/**
 * The date part of `formatDateTime`, for places too narrow for the time: English keeps the spec's
 * "Mar 04, 2026"; other languages their locale's medium date ("4 mar 2026", "8. Dez. 2026").
 */
export function formatDateOnly(date: Date): string {
  const lng = currentLanguage();
  if (lng === 'en' || lng === 'en-XA') return format(date, 'MMM dd, yyyy');
  return format(date, 'PP', { locale: currentDateLocale() });
}

/** A date without its time, the locale's medium form ("Mar 4, 2026", "4 mar 2026", "04.03.2026"). */
export function formatDate(date: Date): string {
  return format(date, 'PP', { locale: currentDateLocale() });
}

// Numbers live in ./format-number.ts (no date-fns there); kept here too for the screens that format both.
export { formatNumber };

/**
 * A size in bytes as a person reads it, in decimal units (the spec's 5MB is 5,000,000 bytes), with the
 * locale's decimal mark: "999 B", "340 kB", "1.2 MB", "12 MB", "2.5 GB" ("1,2 MB" in German and Spanish).
 * One decimal below 10 of a unit, none above.
 */
export function formatFileSize(bytes: number): string {
  const n = Math.max(0, bytes);
  if (n < 1e3) return `${formatNumber(n)} B`;
  const [unit, size] = n >= 1e9 ? ['gigabyte', 1e9] : n >= 1e6 ? ['megabyte', 1e6] : ['kilobyte', 1e3];
  const value = n / size;
  return formatNumber(value, {
    style: 'unit',
    unit,
    maximumFractionDigits: value >= 10 || unit === 'kilobyte' ? 0 : 1,
  });
}
