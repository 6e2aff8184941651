/**
 * Values of `<input type="datetime-local">` (the full-page new-card form's start and due dates,
 * accounts spec §2; cards spec §2 date format 'MMM dd, yyyy hh:mm a').
 */
import { isValid, lightFormat } from 'date-fns';

/** The spec's display format's parts, from `Intl` (no locale data shipped: the new-card page stays in its JS budget). */
const DISPLAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** The input's value ("2026-03-04T15:30", local time) as an ISO timestamp, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  // A date-time without an offset is local time (ECMAScript date-time string format).
  const date = new Date(value);
  return isValid(date) ? date.toISOString() : null;
}

/** The input's value in the app's display format, e.g. "Mar 04, 2026 03:30 PM"; '' when empty or invalid. */
export function formatLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (!isValid(date)) return '';
  const part = Object.fromEntries(DISPLAY.formatToParts(date).map((p) => [p.type, p.value]));
  // The cards spec's 'MMM dd, yyyy hh:mm a'.
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/** An ISO timestamp as the input's value ("2026-03-04T15:30", local time); '' when absent or invalid. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? lightFormat(date, "yyyy-MM-dd'T'HH:mm") : '';
}
