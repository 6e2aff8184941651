/**
 * The time report page's body (issue 28 "Time reports"; beyond the spec): range, workspace, user and
 * label filters; the hours chart (lazy: recharts loads only here); the grouped table; "Export CSV".
 * An empty range shows an empty state, not a zero chart. Callers who may see only their own time get
 * no user filter (there is only them).
 */
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Button, Flex, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageLoader } from '../../../components/ui/page-loader';
import { intlLocale } from '../../../lib/i18n/i18n-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { openingTimeReportFilters, useExportTimeReportCsv, useTimeReport } from '../api/get-time-report';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { timeChartData, type ChartData, type StackBy } from '../utils/chart-data';
import { hhmm, spokenDuration } from '../utils/format-hours';
import { viewerTimeZone } from '../utils/ranges';
import { RangePicker, type RangeValue } from './range-picker';
import { TimeTable } from './time-table';
import './reports.css';

type TimeChartComponent = (typeof import('./time-chart'))['default'];
/** The chart once its module is here: rendered directly, so a report never suspends for a module it has. */
let loadedTimeChart: TimeChartComponent | null = null;
const loadTimeChart = () =>
  import('./time-chart').then((module) => {
    loadedTimeChart = module.default;
    return module;
  });
const LazyTimeChart = lazy(loadTimeChart);

/**
 * Starts loading the chart's code (recharts), so it arrives while the report's data is on its way rather
 * than after it (issue 28 "renders within 1 s"; decisions G24). Safe to call again: the module loads once.
 */
export function preloadTimeChart(): void {
  void loadTimeChart().catch(() => undefined);
}

/**
 * The chart's frame at the chart's size (its caption and a 280 px canvas, time-chart.tsx) with a loader,
 * while its code loads or it renders after the table (decisions TS2): the table below does not move when
 * the bars come.
 */
function TimeChartPlaceholder({ data }: { data: ChartData }) {
  const { t } = useTranslation('reports');
  return (
    <figure className="gl-report-chart" aria-busy="true" data-testid="time-chart-pending">
      <figcaption className="gl-report-chart__caption">
        {data.unit === 'week' ? t('chart.perWeek') : t('chart.perDay')}
      </figcaption>
      <div className="gl-report-chart__canvas gl-report-chart__canvas--pending">
        <Loader ariaLabel={t('time.loadingChart')} />
      </div>
    </figure>
  );
}

/** The chart, from its module when loaded, else through Suspense while it loads. */
function TimeChartSlot({ data }: { data: ChartData }) {
  const Loaded = loadedTimeChart;
  if (Loaded) return <Loaded data={data} />;
  return (
    <Suspense fallback={<TimeChartPlaceholder data={data} />}>
      <LazyTimeChart data={data} />
    </Suspense>
  );
}

/**
 * A report day `yyyy-mm-dd` as the interface language writes a date, the locale's medium form ("Dec 1, 2026",
 * "01.12.2026", "1 dic 2026"). `Intl` rather than format.ts's `formatDate`: date-fns's `format` would add
 * ≈ 6 KB to this page's initial JS (decisions LR3).
 */
const reportDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' });

/** Stands in for the total in the summary's message, which is then split around it. */
const TOTAL_SLOT = '\u0000';

/**
 * "Total 12:30 on 4 cards by 2 people." as one catalogue sentence (issue 41: no sentence from pieces),
 * with the total drawn where the language puts it: bold, with its spoken form for screen readers.
 */
function Summary({ report }: { report: TimeReport }) {
  const { t } = useTranslation('reports');
  const [before, after] = t('time.summary', {
    total: TOTAL_SLOT,
    cards: new Set(report.rows.map((r) => r.card_id)).size,
    people: new Set(report.rows.map((r) => r.user_id)).size,
  }).split(TOTAL_SLOT);
  return (
    <p className="gl-report-summary" aria-live="polite">
      {before}
      <strong data-testid="time-total-summary">{hhmm(report.total_seconds)}</strong>
      <span className="visually-hidden"> ({spokenDuration(report.total_seconds, t)})</span>
      {after}
    </p>
  );
}

/** The time report of `organizationId`. */
export function TimeReportView({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('reports');
  const [timeZone] = useState(viewerTimeZone);
  // The opening range is the one the route prefetched (openingTimeReportFilters).
  const [range, setRange] = useState<RangeValue>(() => {
    const { from, to } = openingTimeReportFilters(timeZone);
    return { preset: 'this_month', from, to };
  });
  const [workspaceId, setWorkspaceId] = useState('');
  const [userId, setUserId] = useState('');
  const [labelId, setLabelId] = useState('');
  const [stackBy, setStackBy] = useState<StackBy>('user');
  const filters = {
    from: range.from,
    to: range.to,
    tz: timeZone,
    ...(workspaceId ? { workspace_id: workspaceId } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...(labelId ? { label_id: labelId } : {}),
  };
  const report = useTimeReport(organizationId, filters);
  const exportCsv = useExportTimeReportCsv(organizationId);
  const chart = useMemo(() => (report.data ? timeChartData(report.data, stackBy) : null), [report.data, stackBy]);
  // The table first: the chart (Recharts' ≈ 310 stacked bars for 10,000 entries) renders in a background
  // render once the table is drawn, in a frame of its own size meanwhile (decisions TS2).
  const shownChart = useDeferredValue(chart, null);

  if (report.isPending) return <PageLoader label={t('time.loading')} />;
  if (report.isError && !report.data)
    return <LoadFailure error={report.error} heading={t('time.loadFailed')} onRetry={() => void report.refetch()} />;
  const data = report.data;
  const workspaceNames = new Map(data.filters.workspaces.map((w) => [w.id, w.name]));
  const labels = data.filters.labels.filter((l) => !workspaceId || l.workspace_id === workspaceId);

  return (
    <Flex direction="column" gap="medium">
      <div className="gl-report-filters" role="group" aria-label={t('filters.group')}>
        <RangePicker value={range} timeZone={timeZone} onChange={setRange} />
        <SelectField
          label={t('filters.workspace')}
          size="small"
          value={workspaceId}
          onChange={(e) => {
            setWorkspaceId(e.target.value);
            setLabelId('');
          }}
          data-testid="report-workspace"
        >
          <option value="">{t('filters.allWorkspaces')}</option>
          {data.filters.workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </SelectField>
        {data.scope === 'all' ? (
          <SelectField
            label={t('filters.user')}
            size="small"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            data-testid="report-user"
          >
            <option value="">{t('filters.everyone')}</option>
            {data.filters.users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label={t('filters.label')}
          size="small"
          value={labelId}
          onChange={(e) => setLabelId(e.target.value)}
          data-testid="report-label"
        >
          <option value="">{t('filters.allLabels')}</option>
          {labels.map((l) => (
            <option key={l.id} value={l.id}>
              {workspaceId
                ? l.name
                : t('filters.labelInWorkspace', { label: l.name, workspace: workspaceNames.get(l.workspace_id) ?? '' })}
            </option>
          ))}
        </SelectField>
      </div>
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Text fontSize="small" color="font.secondary">
          {t(data.scope === 'own' ? 'time.rangeLineOwn' : 'time.rangeLine', {
            from: reportDay(data.from),
            to: reportDay(data.to),
            zone: data.time_zone,
          })}
          {report.isFetching ? <Loader size="small" marginInlineStart="xs" ariaLabel={t('updating')} /> : null}
        </Text>
        {data.rows.length > 0 ? (
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <SelectField
              label={t('time.stackBy')}
              size="small"
              value={stackBy}
              onChange={(e) => setStackBy(e.target.value as StackBy)}
              data-testid="report-stack"
            >
              <option value="user">{t('filters.user')}</option>
              <option value="workspace">{t('filters.workspace')}</option>
            </SelectField>
            <Button
              size="small"
              onClick={() => exportCsv.mutate(filters)}
              isLoading={exportCsv.isPending}
              loadingText={t('time.preparingCsv')}
              data-testid="export-csv"
            >
              {t('time.exportCsv')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {data.rows.length === 0 ? (
        <EmptyState title={t('time.emptyTitle')} description={t('time.emptyDescription')} testId="time-empty" />
      ) : (
        <>
          <Summary report={data} />
          {chart ? shownChart ? <TimeChartSlot data={shownChart} /> : <TimeChartPlaceholder data={chart} /> : null}
          <TimeTable organizationId={organizationId} report={data} />
        </>
      )}
    </Flex>
  );
}
