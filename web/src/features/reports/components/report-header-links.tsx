/**
 * The header's report links (issue 28 "Where they live": "Time report" and "Approval analytics" for the
 * roles that may see them, and nobody else sees the links). Owners and admins see both at once; other
 * members ask the API which reports their workspace roles allow (`GET …/reports/access`). Under 768 px
 * the links fold into one small menu, as the admin links do.
 */
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/layouts/header-english-messages';
import { paths } from '../../../config/paths';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import { useReportAccess } from '../api/get-report-access';
import { HeaderLinkGroup } from '../../../components/ui/header-links/header-link-group';
import './reports.css';

interface ReportHeaderLinksProps {
  organizationId: string | undefined;
  /** The caller's role in that organization. */
  role: 'owner' | 'admin' | 'member' | undefined;
}

const ChartIcon = () => (
  <StrokeIcon size={18} linecap="round">
    <path d="M3.5 16.5h13M6 13.5V9M10 13.5V5.5M14 13.5v-6" />
  </StrokeIcon>
);

/** The links the caller may follow, or nothing. */
export function ReportHeaderLinks({ organizationId, role }: ReportHeaderLinksProps) {
  const { t } = useTranslation('header');
  const admin = role === 'owner' || role === 'admin';
  const access = useReportAccess(organizationId && role && !admin ? organizationId : undefined);
  if (!organizationId || !role) return null;
  const time = admin || (access.data?.time_report ?? 'none') !== 'none';
  const analytics = admin || access.data?.approval_analytics === true;
  if (!time && !analytics) return null;
  const links = (
    <>
      {time ? (
        <NavLink className="gl-header-links__link" to={paths.timeReport.getHref(organizationId)}>
          {t('reports.timeReport')}
        </NavLink>
      ) : null}
      {analytics ? (
        <NavLink className="gl-header-links__link" to={paths.approvalAnalytics.getHref(organizationId)}>
          {t('reports.approvalAnalytics')}
        </NavLink>
      ) : null}
    </>
  );
  return (
    <HeaderLinkGroup label={t('reports.group')} name="report" icon={<ChartIcon />} foldBelow={1280}>
      {links}
    </HeaderLinkGroup>
  );
}
