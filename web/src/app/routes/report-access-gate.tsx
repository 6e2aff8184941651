/**
 * The gate of the report pages (issue 28; decisions G2): a caller whose roles allow the report sees the
 * page; anyone else (a guest, a plain member for the analytics, an organization the caller is not in)
 * sees 'You are not authorized to access this page', as the other guarded pages do.
 */
import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageLoader } from '../../components/ui/page-loader';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { organizationLabel } from '../../features/organizations/components/organization-label';
import type { Organization } from '../../../../shared/schemas/organization';
import { useReportAccess } from '../../features/reports/api/get-report-access';
import { useTranslation } from '../../lib/i18n/use-translation';

interface ReportAccessGateProps {
  organizationId: string;
  report: 'time' | 'approvals';
  children: (organization: {
    id: string;
    name: string;
    organization_type: Organization['organization_type'];
  }) => ReactNode;
}

/** Renders `children` only for a caller who may see `report` in the organization. */
export function ReportAccessGate({ organizationId, report, children }: ReportAccessGateProps) {
  const { t } = useTranslation('reports');
  const organizations = useOrganizations();
  const organization = organizations.data?.find((o) => o.id === organizationId);
  const admin = organization?.role === 'owner' || organization?.role === 'admin';
  const access = useReportAccess(organization && !admin ? organizationId : undefined);
  if (organizations.isPending || (organization && !admin && access.isPending))
    return <PageLoader label={t('common:loading')} />;
  if (organizations.isError)
    return (
      <LoadFailure
        error={organizations.error}
        heading={t('gate.organizationFailed')}
        onRetry={() => void organizations.refetch()}
      />
    );
  if (access.isError)
    return <LoadFailure error={access.error} heading={t('gate.loadFailed')} onRetry={() => void access.refetch()} />;
  const allowed =
    organization &&
    (admin || (report === 'time' ? access.data?.time_report !== 'none' : access.data?.approval_analytics === true));
  if (!organization || !allowed) {
    return (
      <div className="gl-page">
        <EmptyState
          title={t('common:access.notAuthorized')}
          description={t('gate.notIncluded')}
          testId="report-not-authorized"
        />
      </div>
    );
  }
  return <>{children(organization)}</>;
}

interface ReportPageProps {
  organizationId: string;
  report: 'time' | 'approvals';
  /** The page's heading, also the document title before " · Greenlight". */
  title: string;
  /** The line under the heading, after the organization's name and a colon. */
  summary: string;
  /** The report itself. */
  children: ReactNode;
}

/**
 * A report page (issue 28; issue 30 "one way to build each thing"): the gate, the document title, the
 * heading with the organization's name and a one-line summary, then the report.
 */
export function ReportPage({ organizationId, report, title, summary, children }: ReportPageProps) {
  const { t } = useTranslation('reports');
  return (
    <ReportAccessGate organizationId={organizationId} report={report}>
      {(organization) => (
        <div className="gl-page">
          <title>{t('page.documentTitle', { title })}</title>
          <Flex direction="column" gap="medium">
            <Flex direction="column" gap="xxs">
              <Heading level={1} fontSize="xxl" fontWeight="semibold">
                {title}
              </Heading>
              <Text color="font.secondary" fontSize="small">
                {t('page.subtitle', {
                  organization: organizationLabel(organization, t('page.personalOrganization')),
                  summary,
                })}
              </Text>
            </Flex>
            {children}
          </Flex>
        </div>
      )}
    </ReportAccessGate>
  );
}
