/**
 * A turnaround as people say it (issue 28 approval analytics "median and 90th-percentile time from
 * submission to the client's decision"): `under 1 min`, `45 min`, `5.5 h`, `2.3 days`; `—` when there is
 * none. A duration under a minute is never shown as `0 min` (issue 35).
 * @param seconds a duration in seconds, or null
 */
export function shortDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return 'under 1 min';
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${Math.round((seconds / 3600) * 10) / 10} h`;
  return `${Math.round((seconds / 86400) * 10) / 10} days`;
}
