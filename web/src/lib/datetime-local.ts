/**
 * Values of `<input type="datetime-local">` (the full-page new-card form's start and due dates,
 * accounts spec §2; cards spec §2 date format 'MMM dd, yyyy hh:mm a').
 */
import { format, isValid } from 'date-fns';

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
  return isValid(date) ? format(date, 'MMM dd, yyyy hh:mm a') : '';
}

/** An ISO timestamp as the input's value ("2026-03-04T15:30", local time); '' when absent or invalid. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}
