/**
 * The calendar's dates in the interface language (issue 41 "Dates … come from Intl and date-fns locales"):
 * month headings, day names and the week's first day. English keeps its former output ("December 2026",
 * "Sunday, December 6", "December 6", weeks from Sunday); German and Spanish weeks start on Monday, as
 * their date-fns locales say.
 */
import { currentDateLocale, intlLocale } from '../../../lib/i18n/i18n-store';

const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(intlLocale(), options);

/** "December 2026", "diciembre de 2026", "Dezember 2026". */
export const monthLabel = (date: Date): string => formatter({ month: 'long', year: 'numeric' }).format(date);

/** "Sunday, December 6", "domingo, 6 de diciembre", "Sonntag, 6. Dezember". */
export const dayLabel = (date: Date): string =>
  formatter({ weekday: 'long', month: 'long', day: 'numeric' }).format(date);

/** "December 6", "6 de diciembre", "6. Dezember". */
export const shortDayLabel = (date: Date): string => formatter({ month: 'long', day: 'numeric' }).format(date);

/** The day of the month as a number ("6"). */
export const dayNumber = (date: Date): string => formatter({ day: 'numeric' }).format(date);

/** The locale's first day of the week, 0 = Sunday (English) … 1 = Monday (German, Spanish). */
export const weekStartsOn = (): 0 | 1 | 2 | 3 | 4 | 5 | 6 => currentDateLocale()?.options?.weekStartsOn ?? 0;

/** Two-letter weekday names from the week's first day ("Su" … "Sa", "Mo" … "So", "lu" … "do"). */
export function weekdayNames(): string[] {
  const first = weekStartsOn();
  const short = formatter({ weekday: 'short' });
  // 2026-01-04 is a Sunday; the day `first + i` after it is the i-th day of the locale's week.
  return Array.from({ length: 7 }, (_, i) => short.format(new Date(2026, 0, 4 + first + i)).slice(0, 2));
}
