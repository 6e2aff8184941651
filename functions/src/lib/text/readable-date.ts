/**
 * Dates as people read them in notifications and e-mails: "Nov 22, 2026 09:05 AM", in UTC (accounts
 * spec §9 time format hh:mm a; the server does not know the reader's time zone).
 *
 * The platform's Intl formatter, not date-fns `format`: that one brings its whole token formatter and
 * the en-US locale (≈ 17 KB) into every function that writes a reminder (decisions I18).
 */

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
