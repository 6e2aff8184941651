/**
 * The header's admin links (accounts spec §2 Header "admin links (Board Stages, Users) for admin role";
 * §6 "The stored role admin sees … /admin/users, Board Stages"). Shown for the current organization's
 * owners and admins only.
 */
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import './admin.css';

interface AdminHeaderLinksProps {
  organizationId: string | undefined;
  /** The caller's role in that organization (`GET /api/v1/organizations` role). */
  role: 'owner' | 'admin' | 'member' | undefined;
}

/** "Board Stages" and "Users", or nothing for members. */
export function AdminHeaderLinks({ organizationId, role }: AdminHeaderLinksProps) {
  if (!organizationId || (role !== 'owner' && role !== 'admin')) return null;
  return (
    <nav className="gl-admin-links" aria-label="Administration">
      <NavLink className="gl-admin-links__link" to={paths.adminBoardStages.getHref(organizationId)}>
        Board Stages
      </NavLink>
      <NavLink className="gl-admin-links__link" to={paths.adminUsers.getHref(organizationId)} end={false}>
        Users
      </NavLink>
    </nav>
  );
}
