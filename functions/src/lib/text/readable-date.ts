/**
 * Dates as people read them in notifications and e-mails: "Nov 22, 2026 09:05 AM", in UTC (accounts
 * spec §9 time format hh:mm a; the server does not know the reader's time zone).
 *
 * The platform's Intl formatter, not date-fns `format`: that one brings its whole token formatter and
 * the en-US locale (≈ 17 KB) into every function that writes a reminder (decisions I18).
 */

import type { Language } from '../../../../shared/i18n/languages';

/** Built on first use, not at cold start: most requests of the functions that import this write no date. */
let parts: Intl.DateTimeFormat | undefined;

/** An ISO instant (or Date) as "MMM d, yyyy hh:mm a" in UTC. @throws RangeError for an invalid date. */
export function readableUtc(instant: string | Date): string {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  const part = Object.fromEntries(parts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/**
 * An instant as people of `language` read it, in UTC (issue 41): English keeps {@link readableUtc}; Spanish and
 * German get their own medium date and 24-hour time, "8 dic 2026, 9:05 UTC", "08.12.2026, 09:05 UTC".
 */
export function readableUtcIn(language: Language, instant: string | Date): string {
  if (language === 'en') return readableUtc(instant);
  const format = new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
  return `${format.format(new Date(instant))} UTC`;
}

/** A day as people of `language` read it ("Tue, 08 Dec 2026" in English, as before; "8 de diciembre de 2026"). */
export function readableDayIn(language: Language, instant: string | Date): string {
  if (language === 'en') return new Date(instant).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(instant));
}
