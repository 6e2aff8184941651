/**
 * The gate of the report pages (issue 28; decisions G2): a caller whose roles allow the report sees the
 * page; anyone else (a guest, a plain member for the analytics, an organization the caller is not in)
 * sees 'You are not authorized to access this page', as the other guarded pages do.
 */
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageLoader } from '../../components/ui/page-loader';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { useReportAccess } from '../../features/reports/api/get-report-access';
import { NOT_AUTHORIZED_MESSAGE } from '../not-authorized';

interface ReportAccessGateProps {
  organizationId: string;
  report: 'time' | 'approvals';
  children: (organization: { id: string; name: string }) => ReactNode;
}

/** Renders `children` only for a caller who may see `report` in the organization. */
export function ReportAccessGate({ organizationId, report, children }: ReportAccessGateProps) {
  const organizations = useOrganizations();
  const organization = organizations.data?.find((o) => o.id === organizationId);
  const admin = organization?.role === 'owner' || organization?.role === 'admin';
  const access = useReportAccess(organization && !admin ? organizationId : undefined);
  if (organizations.isPending || (organization && !admin && access.isPending)) return <PageLoader label="Loading…" />;
  if (organizations.isError) return <LoadFailure error={organizations.error} heading="The organization could not be loaded" onRetry={() => void organizations.refetch()} />;
  if (access.isError) return <LoadFailure error={access.error} heading="The report could not be loaded" onRetry={() => void access.refetch()} />;
  const allowed = organization && (admin || (report === 'time' ? access.data?.time_report !== 'none' : access.data?.approval_analytics === true));
  if (!organization || !allowed) {
    return (
      <div className="gl-page">
        <EmptyState title={NOT_AUTHORIZED_MESSAGE} description="Your role in this organization does not include this report." testId="report-not-authorized" />
      </div>
    );
  }
  return <>{children(organization)}</>;
}
