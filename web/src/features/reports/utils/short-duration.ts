import type { MessageValues } from '../../../lib/i18n/format-message';

/**
 * A turnaround as people say it (issue 28 approval analytics "median and 90th-percentile time from
 * submission to the client's decision"): `under 1 min`, `45 min`, `5.5 h`, `2.3 days`; `—` when there is
 * none. A duration under a minute is never shown as `0 min` (issue 35).
 * The words come from the `reports` catalogue through `t` (issue 41; decisions LR2), so German reads
 * `unter 1 Min.`, `5,5 Std.`.
 * @param seconds a duration in seconds, or null
 * @param t the `reports` namespace's translator (`useTranslation('reports').t`)
 */
export function shortDuration(seconds: number | null, t: (key: string, values?: MessageValues) => string): string {
  if (seconds === null) return '—';
  if (seconds < 60) return t('duration.underMinute');
  if (seconds < 3600) return t('duration.minutes', { minutes: Math.round(seconds / 60) });
  if (seconds < 48 * 3600) return t('duration.hours', { hours: Math.round((seconds / 3600) * 10) / 10 });
  return t('duration.days', { days: Math.round((seconds / 86400) * 10) / 10 });
}
