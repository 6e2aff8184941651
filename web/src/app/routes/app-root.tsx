/**
 * Layout of every signed-in page (accounts spec §2 Header and Sidebar): composes the organizations
 * feature (dropdown, sidebar sections), the auth feature (profile menu), the admin feature (Board Stages
 * and Users links for owners and admins), the reports feature (Time report and Approval analytics links
 * for the roles that may see them, issue 28) and the notifications feature (the bell with its unread badge,
 * and the sidebar's default Notifications mode, app/app-sidebar.tsx), the recycle bin link (shown with
 * can_view_recycle_bin) into the app shell.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useQueryClient } from '@tanstack/react-query';
import { AppShell } from '../../components/layouts/app-shell';
import { PageLoader } from '../../components/ui/page-loader';
import { useStoredUser } from '../../lib/session';
import { useUser } from '../../features/auth/api/get-user';
import { getOrganizationsQueryOptions, useOrganizations } from '../../features/organizations/api/get-organizations';
import { AppSidebar } from '../app-sidebar';
import { lastOrganizationId, rememberOrganization, resolveOrganizationId } from '../current-organization';
import { ConnectionBanner } from '../connection-banner';

// The header menus' buttons load just after first paint so the initial JS stays within budget (BRIEF §6);
// their lists, with Radix's dropdown machinery, load on a button's hover, focus or press (issue 39; decisions MN1).
// They come in one chunk with the other after-paint widgets (../header-widgets.ts; issue 27, decisions W42).
const OrganizationDropdown = lazy(() => import('../header-widgets').then((m) => ({ default: m.OrganizationDropdown })));
const ProfileMenu = lazy(() => import('../header-widgets').then((m) => ({ default: m.ProfileMenu })));
// The Edit Profile modal (accounts feature) loads on first use; the auth feature's menu receives it.
const EditProfileDialog = lazy(() =>
  import('../../features/accounts/components/edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })),
);
// Admin links and the notifications bell load after first paint too.
const AdminHeaderLinks = lazy(() => import('../header-widgets').then((m) => ({ default: m.AdminHeaderLinks })));
const RecycleBinLink = lazy(() => import('../header-widgets').then((m) => ({ default: m.RecycleBinLink })));
const ReportHeaderLinks = lazy(() => import('../header-widgets').then((m) => ({ default: m.ReportHeaderLinks })));
// The minimized-card dock (cards spec §2) loads after first paint; it shows only when cards are minimized.
const MinimizedDock = lazy(() => import('../header-widgets').then((m) => ({ default: m.MinimizedDock })));
const NotificationsBell = lazy(() => import('../header-widgets').then((m) => ({ default: m.NotificationsBell })));

/** The shell around signed-in pages. */
export function AppRoot() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const user = useStoredUser();
  // Refreshes the stored user entry (name, initials) once per session.
  useUser();
  const organizationsQuery = useOrganizations();
  const organizations = organizationsQuery.data;
  const { pathname } = useLocation();
  // /dashboard names its organization in the query string (`paths.dashboard`).
  const routeOrganizationId = params.organization_id ?? searchParams.get('organization_id') ?? undefined;
  const userId = user?.id;
  // `/` is My Workspace (it may send the user on, decisions K11); other pages without an organization
  // keep the one the user was last in, so the header keeps its name and admin links (issue 11).
  const atHome = pathname === paths.home.path;
  const currentId = resolveOrganizationId(
    routeOrganizationId,
    organizations,
    user,
    atHome || !userId ? undefined : (lastOrganizationId(userId) ?? undefined),
  );
  // A page of an organization (its home, a workspace, a card, its dashboard) makes it the one remembered.
  useEffect(() => {
    if (userId && routeOrganizationId && organizations?.some((o) => o.id === routeOrganizationId))
      rememberOrganization(userId, routeOrganizationId);
  }, [userId, routeOrganizationId, organizations]);
  const currentOrganization = organizations?.find((o) => o.id === currentId);
  const queryClient = useQueryClient();
  // An accepted invitation adds an organization or workspace: refresh them (and their workspace lists).
  const onInvitationsAnswered = () =>
    void queryClient.invalidateQueries({ queryKey: getOrganizationsQueryOptions().queryKey });

  return (
    <AppShell
      headerStart={
        organizations ? (
          <Suspense fallback={null}>
            <OrganizationDropdown organizations={organizations} currentId={currentId} />
          </Suspense>
        ) : null
      }
      headerEnd={
        <>
          <Suspense fallback={null}>
            <AdminHeaderLinks
              organizationId={currentId}
              role={currentOrganization?.role}
              personal={currentOrganization?.personal}
            />
            <ReportHeaderLinks organizationId={currentId} role={currentOrganization?.role} />
            <RecycleBinLink organizationId={currentId} canView={currentOrganization?.can_view_recycle_bin} />
            <NotificationsBell onInvitationAccepted={onInvitationsAnswered} />
          </Suspense>
          <Suspense fallback={<span className="gl-avatar" aria-hidden="true" />}>
            <ProfileMenu ProfileDialog={EditProfileDialog} />
          </Suspense>
        </>
      }
      sidebar={(close) => (
        <AppSidebar
          organizations={organizations}
          currentId={currentId}
          onNavigate={close}
          onInvitationAccepted={onInvitationsAnswered}
        />
      )}
    >
      <Suspense fallback={null}>
        <ConnectionBanner />
      </Suspense>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <Suspense fallback={null}>
        <MinimizedDock />
      </Suspense>
    </AppShell>
  );
}
