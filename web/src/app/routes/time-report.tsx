/**
 * `/organizations/:organization_id/reports/time` (issue 28 "Time reports"; beyond the spec): the
 * organization's time report, for Owners, Admins and Team Leads (everyone's time) and other team members
 * (their own); guests get the not-authorized page. The chart's code and the opening report start loading as the page opens.
 */
import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { preloadTimeChart, TimeReportView } from '../../features/reports/components/time-report';
import { preloadVirtualTimeRows } from '../../features/reports/components/time-table';
import { prefetchOpeningTimeReport } from '../../features/reports/api/get-time-report';
import { viewerTimeZone } from '../../features/reports/utils/ranges';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageLoader } from '../../components/ui/page-loader';
import { ReportPage } from './report-access-gate';

/** The time report page. */
export function TimeReportRoute() {
  const organizationId = useParams().organization_id!;
  const queryClient = useQueryClient();
  // The chart's code and the opening report load beside the access check (decisions G24, G25) and beside
  // the page's messages: this component never suspends, so the effect runs as soon as the route's code is in
  // (decisions G27).
  useEffect(() => {
    preloadTimeChart();
    preloadVirtualTimeRows();
    prefetchOpeningTimeReport(queryClient, organizationId, viewerTimeZone());
  }, [queryClient, organizationId]);
  return (
    <Suspense fallback={<PageLoader />}>
      <TimeReportPage organizationId={organizationId} />
    </Suspense>
  );
}

/** The page itself: its `reports` messages may still be loading (it suspends until they are in). */
function TimeReportPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('reports');
  return (
    <ReportPage
      organizationId={organizationId}
      report="time"
      title={t('page.timeTitle')}
      summary={t('page.timeSummary')}
    >
      <TimeReportView organizationId={organizationId} />
    </ReportPage>
  );
}
