/**
 * Time in the reports (issue 28 "hh:mm totals", "decimal hours beside hh:mm"): seconds as `h:mm`
 * (hours uncapped, minutes rounded down like a stopwatch) and as decimal hours with two places.
 */

/** Seconds as `h:mm`, e.g. 5400 → `1:30`. */
export function hhmm(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Seconds as decimal hours with two places, e.g. 5400 → `1.50`. */
export function decimalHours(seconds: number): string {
  return (Math.max(0, seconds) / 3600).toFixed(2);
}

/** Seconds as words for screen readers, e.g. 5400 → `1 hour 30 minutes`. */
export function spokenDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m || !h ? `${m} minute${m === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(' ');
}
