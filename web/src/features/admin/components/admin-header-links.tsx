/**
 * The header's admin links (accounts spec §2 Header "admin links (Board Stages, Users) for admin role";
 * §6 "The stored role admin sees … /admin/users, Board Stages"). Shown for the current organization's
 * owners and admins only, and not for a personal organization (My Workspace). "Webhooks" (issue 29; beyond
 * the spec) joins them: the organization's webhook endpoints are its Owner's and Admins' to manage.
 * "Export" (issue 40) is the Owner's alone: nobody else may export, so nobody else sees it.
 * Its texts come from the `header-menus` catalogue, English bundled with the header widgets (issue 41;
 * decisions LU1).
 */
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { HeaderLinkGroup } from '../../../components/ui/header-links/header-link-group';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/layouts/header-menus-english-messages';
import './admin.css';

const ShieldIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 20 20"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
  >
    <path d="M10 2.5 3.5 5v4.5c0 4 2.8 6.9 6.5 8 3.7-1.1 6.5-4 6.5-8V5L10 2.5Z" strokeLinejoin="round" />
  </svg>
);

interface AdminHeaderLinksProps {
  organizationId: string | undefined;
  /** The caller's role in that organization (`GET /api/v1/organizations` role). */
  role: 'owner' | 'admin' | 'member' | undefined;
  /** A personal organization ("My Workspace") has no users or board stages to administer. */
  personal?: boolean;
}

/** "Board Stages", "Users", "Webhooks" (issue 29) and, for the Owner, "Export" (issue 40); nothing for members. */
export function AdminHeaderLinks({ organizationId, role, personal = false }: AdminHeaderLinksProps) {
  const { t } = useTranslation('header-menus');
  if (!organizationId || personal || (role !== 'owner' && role !== 'admin')) return null;
  const links = (
    <>
      <NavLink className="gl-header-links__link" to={paths.adminBoardStages.getHref(organizationId)}>
        {t('admin.boardStages')}
      </NavLink>
      <NavLink className="gl-header-links__link" to={paths.adminUsers.getHref(organizationId)} end={false}>
        {t('admin.users')}
      </NavLink>
      <NavLink className="gl-header-links__link" to={paths.adminWebhooks.getHref(organizationId)}>
        {t('admin.webhooks')}
      </NavLink>
      {role === 'owner' && (
        <NavLink className="gl-header-links__link" to={paths.adminExport.getHref(organizationId)}>
          {t('admin.export')}
        </NavLink>
      )}
    </>
  );
  return (
    <HeaderLinkGroup label={t('admin.group')} name="admin" icon={<ShieldIcon />} foldBelow={1024}>
      {links}
    </HeaderLinkGroup>
  );
}
