/**
 * The time chart's data (issue 28 "hours per day (or per week for ranges over 31 days), stacked by user
 * or by workspace"): one bucket per day of the range, or per ISO week (Monday) for longer ranges, with
 * hours per series.
 */
import { REPORT_DAILY_MAX_DAYS } from '../../../../../shared/schemas/report-limits';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { daysOf, weekStart } from './ranges';

export type StackBy = 'user' | 'workspace';

/** A colour-blind-safe palette (Okabe and Ito, 2008), in an order that keeps neighbours apart. */
export const SAFE_PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

export interface ChartData {
  unit: 'day' | 'week';
  /** One object per bucket: `bucket` (its first day) and hours per series key. */
  buckets: Array<Record<string, number | string>>;
  series: ChartSeries[];
}

/** Build the chart's buckets from the report's per-day sums. */
export function timeChartData(report: TimeReport, stackBy: StackBy): ChartData {
  const days = daysOf(report.from, report.to);
  const unit = days.length > REPORT_DAILY_MAX_DAYS ? 'week' : 'day';
  const bucketOf = (day: string) => (unit === 'week' ? weekStart(day) : day);
  const names = new Map<string, string>();
  for (const row of report.rows)
    names.set(
      stackBy === 'user' ? row.user_id : row.workspace_id,
      stackBy === 'user' ? row.user_name : row.workspace_name,
    );
  const series = [...names.entries()]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([key, name], i) => ({ key, name, color: SAFE_PALETTE[i % SAFE_PALETTE.length] }));
  const buckets = new Map<string, Record<string, number | string>>();
  for (const day of days) {
    const bucket = bucketOf(day);
    if (!buckets.has(bucket)) buckets.set(bucket, { bucket, ...Object.fromEntries(series.map((s) => [s.key, 0])) });
  }
  for (const d of report.days) {
    const entry = buckets.get(bucketOf(d.day));
    const key = stackBy === 'user' ? d.user_id : d.workspace_id;
    if (entry && key in entry) entry[key] = Math.round(((entry[key] as number) + d.seconds / 3600) * 100) / 100;
  }
  return { unit, buckets: [...buckets.values()], series };
}
