/**
 * The approval analytics page's body (issue 28 "Approval analytics"; beyond the spec): range and
 * workspace filters; counts, turnaround (median and 90th percentile) and on-time delivery as figures;
 * the revision-rounds histogram and the approvers' chart (lazy: recharts loads only here); a per-workspace
 * table; and the cards waiting on the client for more than 3 days, oldest first, each opening its card.
 */
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Flex, Heading, Loader, SelectField, Text } from '@aws-amplify/ui-react';
import { WAITING_DAYS } from '../../../../../shared/schemas/report-limits';
import type { ApprovalAnalytics } from '../../../../../shared/schemas/reports';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatNumber } from '../../../lib/i18n/format-number';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useApprovalAnalytics } from '../api/get-approval-analytics';
import { presetRange, viewerTimeZone } from '../utils/ranges';
import { shortDuration } from '../utils/short-duration';
import { RangePicker, type RangeValue } from './range-picker';
import { PerWorkspaceTable } from './per-workspace-table';
import './reports.css';

const ApprovalCharts = lazy(() => import('./approval-charts'));

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="gl-report-stat" data-testid={testId}>
      <div className="gl-report-stat__value">{value}</div>
      <div className="gl-report-stat__label">{label}</div>
    </div>
  );
}

/** `part` of `whole` as a whole percentage in the interface language ("45%", "45 %"), `—` for none. */
const share = (part: number, whole: number) =>
  whole ? formatNumber(part / whole, { style: 'percent', maximumFractionDigits: 0 }) : '—';

/** The figures of the whole selection. */
function Figures({ data }: { data: ApprovalAnalytics }) {
  const { t } = useTranslation('reports');
  const onTime = share(data.on_time.on_time, data.on_time.with_due_date);
  // Issue 38: the share of decisions made by their review deadline.
  const decisions = data.on_time_decisions;
  const decidedOnTime = share(decisions.on_time, decisions.with_deadline);
  return (
    <div className="gl-report-grid">
      <Stat label={t('stat.submitted')} value={formatNumber(data.submitted)} testId="stat-submitted" />
      <Stat label={t('stat.approved')} value={formatNumber(data.approved)} testId="stat-approved" />
      <Stat label={t('stat.sentBack')} value={formatNumber(data.sent_back)} testId="stat-sent-back" />
      <Stat label={t('stat.median')} value={shortDuration(data.turnaround.median_seconds, t)} testId="stat-median" />
      <Stat label={t('stat.p90')} value={shortDuration(data.turnaround.p90_seconds, t)} testId="stat-p90" />
      <Stat
        label={t('stat.onTime', { onTime: data.on_time.on_time, total: data.on_time.with_due_date })}
        value={onTime}
        testId="stat-on-time"
      />
      <Stat
        label={t('stat.decidedOnTime', { onTime: decisions.on_time, total: decisions.with_deadline })}
        value={decidedOnTime}
        testId="stat-decided-on-time"
      />
    </div>
  );
}

/** The approval analytics of `organizationId`. */
export function ApprovalAnalyticsView({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('reports');
  const [timeZone] = useState(viewerTimeZone);
  const [range, setRange] = useState<RangeValue>(() => ({
    preset: 'this_month',
    ...presetRange('this_month', Date.now(), timeZone),
  }));
  const [workspaceId, setWorkspaceId] = useState('');
  const analytics = useApprovalAnalytics(organizationId, {
    from: range.from,
    to: range.to,
    tz: timeZone,
    ...(workspaceId ? { workspace_id: workspaceId } : {}),
  });

  if (analytics.isPending) return <PageLoader label={t('approvals.loading')} />;
  if (analytics.isError && !analytics.data)
    return (
      <LoadFailure
        error={analytics.error}
        heading={t('approvals.loadFailed')}
        onRetry={() => void analytics.refetch()}
      />
    );
  const data = analytics.data;
  const empty = data.submitted + data.approved + data.sent_back === 0;

  return (
    <Flex direction="column" gap="medium">
      <div className="gl-report-filters" role="group" aria-label={t('filters.group')}>
        <RangePicker value={range} timeZone={timeZone} onChange={setRange} />
        <SelectField
          label={t('filters.workspace')}
          size="small"
          value={workspaceId}
          onChange={(e) => setWorkspaceId(e.target.value)}
          data-testid="report-workspace"
        >
          <option value="">{t('filters.wholeOrganization')}</option>
          {data.workspaces.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </SelectField>
        {analytics.isFetching ? <Loader size="small" ariaLabel={t('updating')} /> : null}
      </div>
      {empty ? (
        <EmptyState
          title={t('approvals.emptyTitle')}
          description={t('approvals.emptyDescription')}
          testId="approvals-empty"
        />
      ) : (
        <>
          <Figures data={data} />
          <Suspense fallback={<Loader ariaLabel={t('approvals.loadingCharts')} />}>
            <ApprovalCharts data={data} />
          </Suspense>
          {data.per_workspace.length > 1 ? <PerWorkspaceTable data={data} /> : null}
        </>
      )}
      <section aria-labelledby="waiting-heading">
        <Heading level={2} fontSize="large" id="waiting-heading" marginBottom="xs">
          {t('approvals.waitingHeading', { days: WAITING_DAYS })}
        </Heading>
        {data.waiting.length === 0 ? (
          <Text color="font.secondary" data-testid="waiting-none">
            {t('approvals.waitingNone')}
          </Text>
        ) : (
          <ol className="gl-report-waiting" data-testid="waiting-list">
            {data.waiting.map((w) => (
              <li key={w.card_id}>
                <span>
                  <Link to={paths.card.getHref(organizationId, w.workspace_id, { id: w.card_id, name: w.card_name })}>
                    {w.card_name}
                  </Link>
                  <Text as="span" color="font.secondary" fontSize="small">
                    {' '}
                    · {w.workspace_name}
                  </Text>
                </span>
                <Text as="span" fontSize="small" className="gl-report-num">
                  {t('approvals.daysWaiting', { days: w.days_waiting })}
                </Text>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Flex>
  );
}
