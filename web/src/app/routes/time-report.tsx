/**
 * `/organizations/:organization_id/reports/time` (issue 28 "Time reports"; beyond the spec): the
 * organization's time report, for Owners, Admins and Team Leads (everyone's time) and other team members
 * (their own); guests get the not-authorized page. The route's loader (./time-report-loader.ts) has already
 * asked for the opening report and the chart's code when this renders (decisions TS1).
 */
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { TimeReportView } from '../../features/reports/components/time-report';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageLoader } from '../../components/ui/page-loader';
import { ReportPage } from './report-access-gate';

/** The time report page. */
export function TimeReportRoute() {
  const organizationId = useParams().organization_id!;
  // The page suspends until its `reports` messages are in; the route around it does not, so the page's
  // loader shows at once (decisions G27).
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
