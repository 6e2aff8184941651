/**
 * The admin-only guard of `/organizations/:organization_id/admin/*` (accounts spec §2 Route guards: "an
 * admin-only guard sends a non-logged-in visitor to /login and a logged-in non-admin to /"; §6 "non-
 * admins are redirected to /"). It sits inside the signed-in routes, so visitors already went to
 * /login; here a member (or a stranger to the organization) goes to / with an error toast.
 */
import { useMemo } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { paths } from '../../config/paths';
import type { FlashState } from '../../components/ui/toast/flash';
import { PageLoader } from '../../components/ui/page-loader';
import { useOrganizations } from '../../features/organizations/api/get-organizations';
import { useNotAuthorizedMessage } from '../not-authorized';

/** Renders the admin page for owners and admins of the route's organization. */
export function AdminOnly() {
  const params = useParams();
  const organizations = useOrganizations();
  const message = useNotAuthorizedMessage();
  // One object for every render: <Navigate> re-navigates when its state changes identity.
  const refused = useMemo<FlashState>(() => ({ flash: { variation: 'error', message } }), [message]);
  if (organizations.isPending) return <PageLoader />;
  const organization = organizations.data?.find((o) => o.id === params.organization_id);
  if (organization && (organization.role === 'owner' || organization.role === 'admin')) return <Outlet />;
  return <Navigate to={paths.home.getHref()} replace state={refused} />;
}
