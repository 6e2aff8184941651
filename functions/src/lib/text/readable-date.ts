/**
 * Dates as people read them in notifications and e-mails: "Nov 22, 2026 09:05 AM", in UTC (accounts
 * spec §9 time format hh:mm a; the server does not know the reader's time zone).
 */
import { format } from 'date-fns';

/** An ISO instant (or Date) as "MMM d, yyyy hh:mm a" in UTC. */
export function readableUtc(instant: string | Date): string {
  const date = new Date(instant);
  return format(new Date(date.getTime() + date.getTimezoneOffset() * 60_000), 'MMM d, yyyy hh:mm a');
}
