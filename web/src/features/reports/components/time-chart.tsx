/**
 * The time report's bar chart (issue 28 "A bar chart of hours per day (or per week for ranges over 31
 * days), stacked by user or by workspace"): recharts, in this module only, which the time report loads
 * lazily, so no other page's JS grows. Colour-blind-safe palette; the numbers are also a list for
 * screen readers (the SVG is hidden from them).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartData } from '../utils/chart-data';

interface TimeChartProps {
  data: ChartData;
}

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Stacked bars of hours per bucket, with a text version. */
export default function TimeChart({ data }: TimeChartProps) {
  const label = data.unit === 'week' ? 'Hours per week' : 'Hours per day';
  const withHours = data.buckets.filter((b) => data.series.some((s) => (b[s.key] as number) > 0));
  return (
    <figure className="gl-report-chart" aria-labelledby="time-chart-caption" data-testid="time-chart">
      <figcaption id="time-chart-caption" className="gl-report-chart__caption">
        {label}
      </figcaption>
      <div className="gl-report-chart__canvas" aria-hidden="true">
        <ResponsiveContainer width="100%" height={280}>
          <BarChart accessibilityLayer={false} data={data.buckets} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="bucket"
              tickFormatter={(d: string) => (data.unit === 'week' ? `wk ${shortDay(d)}` : shortDay(d))}
              fontSize={12}
              minTickGap={8}
            />
            <YAxis fontSize={12} width={36} allowDecimals={false} unit="h" />
            <Tooltip
              labelFormatter={(d) => (data.unit === 'week' ? `Week of ${shortDay(String(d))}` : shortDay(String(d)))}
              formatter={(v) => `${Number(v).toFixed(2)} h`}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {data.series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} stackId="hours" fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ul className="visually-hidden" data-testid="time-chart-text">
        {withHours.map((b) => (
          <li key={String(b.bucket)}>
            {data.unit === 'week' ? `Week of ${b.bucket}` : String(b.bucket)}:{' '}
            {data.series
              .filter((s) => (b[s.key] as number) > 0)
              .map((s) => `${s.name} ${(b[s.key] as number).toFixed(2)} hours`)
              .join(', ')}
          </li>
        ))}
      </ul>
    </figure>
  );
}
