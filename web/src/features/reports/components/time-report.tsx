/**
 * The time report page's body (issue 28 "Time reports"; beyond the spec): range, workspace, user and
 * label filters; the hours chart (lazy: recharts loads only here); the grouped table; "Export CSV".
 * An empty range shows an empty state, not a zero chart. Callers who may see only their own time get
 * no user filter (there is only them).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Flex, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageLoader } from '../../../components/ui/page-loader';
import { openingTimeReportFilters, useExportTimeReportCsv, useTimeReport } from '../api/get-time-report';
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

/** The chart, from its module when loaded, else through Suspense while it loads. */
function TimeChartSlot({ data }: { data: ChartData }) {
  const Loaded = loadedTimeChart;
  if (Loaded) return <Loaded data={data} />;
  return (
    <Suspense fallback={<Loader ariaLabel="Loading the chart" />}>
      <LazyTimeChart data={data} />
    </Suspense>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The time report of `organizationId`. */
export function TimeReportView({ organizationId }: { organizationId: string }) {
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

  if (report.isPending) return <PageLoader label="Loading the time report…" />;
  if (report.isError && !report.data)
    return (
      <LoadFailure
        error={report.error}
        heading="The time report could not be loaded"
        onRetry={() => void report.refetch()}
      />
    );
  const data = report.data;
  const workspaceNames = new Map(data.filters.workspaces.map((w) => [w.id, w.name]));
  const labels = data.filters.labels.filter((l) => !workspaceId || l.workspace_id === workspaceId);

  return (
    <Flex direction="column" gap="medium">
      <div className="gl-report-filters" role="group" aria-label="Filters">
        <RangePicker value={range} timeZone={timeZone} onChange={setRange} />
        <SelectField
          label="Workspace"
          size="small"
          value={workspaceId}
          onChange={(e) => {
            setWorkspaceId(e.target.value);
            setLabelId('');
          }}
          data-testid="report-workspace"
        >
          <option value="">All workspaces</option>
          {data.filters.workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </SelectField>
        {data.scope === 'all' ? (
          <SelectField
            label="User"
            size="small"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            data-testid="report-user"
          >
            <option value="">Everyone</option>
            {data.filters.users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          label="Label"
          size="small"
          value={labelId}
          onChange={(e) => setLabelId(e.target.value)}
          data-testid="report-label"
        >
          <option value="">All labels</option>
          {labels.map((l) => (
            <option key={l.id} value={l.id}>
              {workspaceId ? l.name : `${l.name} (${workspaceNames.get(l.workspace_id) ?? ''})`}
            </option>
          ))}
        </SelectField>
      </div>
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Text fontSize="small" color="font.secondary">
          {data.from} to {data.to} · {data.time_zone}
          {data.scope === 'own' ? ' · only your own time' : ''}
          {report.isFetching ? <Loader size="small" marginInlineStart="xs" ariaLabel="Updating" /> : null}
        </Text>
        {data.rows.length > 0 ? (
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <SelectField
              label="Stack by"
              size="small"
              value={stackBy}
              onChange={(e) => setStackBy(e.target.value as StackBy)}
              data-testid="report-stack"
            >
              <option value="user">User</option>
              <option value="workspace">Workspace</option>
            </SelectField>
            <Button
              size="small"
              onClick={() => exportCsv.mutate(filters)}
              isLoading={exportCsv.isPending}
              loadingText="Preparing the CSV…"
              data-testid="export-csv"
            >
              Export CSV
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {data.rows.length === 0 ? (
        <EmptyState
          title="No time tracked in this range"
          description="Pick another range or filter, or start a timer on a card in a time-tracking stage."
          testId="time-empty"
        />
      ) : (
        <>
          <p className="gl-report-summary" aria-live="polite">
            Total <strong data-testid="time-total-summary">{hhmm(data.total_seconds)}</strong>
            <span className="visually-hidden"> ({spokenDuration(data.total_seconds)})</span> on{' '}
            {plural(new Set(data.rows.map((r) => r.card_id)).size, 'card', 'cards')} by{' '}
            {plural(new Set(data.rows.map((r) => r.user_id)).size, 'person', 'people')}.
          </p>
          {chart ? <TimeChartSlot data={chart} /> : null}
          <TimeTable organizationId={organizationId} report={data} />
        </>
      )}
    </Flex>
  );
}
