/**
 * `/organizations/:organization_id/reports/approvals` (issue 28 "Approval analytics"; beyond the spec):
 * for Owners, Admins and Team Leads; anyone else gets the not-authorized page.
 */
import { useParams } from 'react-router';
import { ApprovalAnalyticsView } from '../../features/reports/components/approval-analytics';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ReportPage } from './report-access-gate';

/** The approval analytics page. */
export function ApprovalAnalyticsRoute() {
  const organizationId = useParams().organization_id!;
  const { t } = useTranslation('reports');
  return (
    <ReportPage
      organizationId={organizationId}
      report="approvals"
      title={t('page.approvalsTitle')}
      summary={t('page.approvalsSummary')}
    >
      <ApprovalAnalyticsView organizationId={organizationId} />
    </ReportPage>
  );
}
