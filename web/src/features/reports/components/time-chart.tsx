/**
 * The time report's bar chart (issue 28 "A bar chart of hours per day (or per week for ranges over 31
 * days), stacked by user or by workspace"): recharts, in this module only, which the time report loads
 * lazily, so no other page's JS grows. Colour-blind-safe palette; the numbers are also a list for
 * screen readers (the SVG is hidden from them).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { intlLocale } from '../../../lib/i18n/i18n-store';
import { formatNumber } from '../../../lib/i18n/format-number';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ChartData } from '../utils/chart-data';

interface TimeChartProps {
  data: ChartData;
}

/** A bucket's day as the interface language writes it short ("Dec 1", "1. Dez."). */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** Hours with two decimals and the language's decimal mark. */
const hours2 = (hours: number) => formatNumber(hours, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Stacked bars of hours per bucket, with a text version. */
export default function TimeChart({ data }: TimeChartProps) {
  const { t } = useTranslation('reports');
  const label = data.unit === 'week' ? t('chart.perWeek') : t('chart.perDay');
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
              tickFormatter={(d: string) =>
                data.unit === 'week' ? t('chart.weekTick', { day: shortDay(d) }) : shortDay(d)
              }
              fontSize={12}
              minTickGap={8}
            />
            <YAxis fontSize={12} width={36} allowDecimals={false} unit="h" />
            <Tooltip
              labelFormatter={(d) =>
                data.unit === 'week' ? t('chart.weekOf', { day: shortDay(String(d)) }) : shortDay(String(d))
              }
              formatter={(v) => t('chart.hoursShort', { hours: hours2(Number(v)) })}
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
            {t('chart.bucketLine', {
              bucket: data.unit === 'week' ? t('chart.weekOf', { day: String(b.bucket) }) : String(b.bucket),
              // The series are names with their hours, listed with ", " in every language.
              series: data.series
                .filter((s) => (b[s.key] as number) > 0)
                .map((s) => t('chart.seriesHours', { name: s.name, hours: hours2(b[s.key] as number) }))
                .join(', '),
            })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
