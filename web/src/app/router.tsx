/**
 * The route table (accounts spec §2 Screens and routes), built from the central `paths`.
 * Every page is lazy-loaded so the initial JS stays small (BRIEF §6). Any unknown path goes to /.
 */
import { Navigate, Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Toaster } from '../components/ui/toast/toaster';
import { PageLoader } from '../components/ui/page-loader';
import { PublicOnly, RequireAuth } from './guards';
import { RouteError } from './route-error';
import { timeReportLoader } from './routes/time-report-loader';

function RootLayout() {
  return (
    <>
      <Toaster />
      <Outlet />
    </>
  );
}

function InitialLoader() {
  return <PageLoader fullScreen label="Loading Greenlight…" />;
}

/** The route objects; exported so tests can build a memory router from the same table. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: InitialLoader,
    children: [
      {
        element: <PublicOnly />,
        children: [
          {
            path: paths.auth.login.path,
            lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })),
          },
          // Account pages (accounts spec §2 public routes; issue 3).
          {
            path: paths.auth.register.path,
            lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: paths.auth.confirmation.path,
            lazy: () => import('./routes/confirm-email').then((m) => ({ Component: m.ConfirmEmailRoute })),
          },
          {
            path: paths.auth.resendConfirmation.path,
            lazy: () => import('./routes/resend-confirmation').then((m) => ({ Component: m.ResendConfirmationRoute })),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: () => import('./routes/forgot-password').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: () => import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            path: paths.auth.unlock.path,
            lazy: () => import('./routes/unlock-account').then((m) => ({ Component: m.UnlockAccountRoute })),
          },
          {
            path: paths.auth.unlockRequest.path,
            lazy: () => import('./routes/request-unlock').then((m) => ({ Component: m.RequestUnlockRoute })),
          },
        ],
      },
      // The Hosted UI's return after third-party sign-in (accounts spec §2 Login): outside PublicOnly,
      // which would clear the tokens it stores while it asks the API for the user.
      {
        path: paths.auth.callback.path,
        lazy: () => import('./routes/auth-callback').then((m) => ({ Component: m.AuthCallbackRoute })),
      },
      // Legal pages are public for everyone, signed in or not (accounts spec §2).
      {
        path: paths.legal.terms.path,
        lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: paths.legal.privacy.path,
        lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      },
      // A reviewer's e-mailed link (issue 37, `paths.review`) is a page of its own, web/review.html (decisions L1):
      // the gateway and CloudFront serve it for `/review` and `/review/*`, so it is not a route of this router.
      // E-mailed invitation links (accounts spec §2 public routes): they work signed in or not.
      {
        path: paths.invitation.accept.path,
        lazy: () => import('./routes/accept-invitation').then((m) => ({ Component: m.AcceptInvitationRoute })),
      },
      {
        path: paths.invitation.decline.path,
        lazy: () => import('./routes/decline-invitation').then((m) => ({ Component: m.DeclineInvitationRoute })),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./routes/app-root').then((m) => ({ Component: m.AppRoot })),
            children: [
              {
                index: true,
                errorElement: <RouteError />,
                lazy: () => import('./routes/organization-home').then((m) => ({ Component: m.OrganizationHomeRoute })),
              },
              {
                path: paths.organization.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/organization-home').then((m) => ({ Component: m.OrganizationHomeRoute })),
              },
              {
                path: paths.workspace.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/workspace').then((m) => ({ Component: m.WorkspaceRoute })),
              },
              // The card popup over the workspace page (cards spec §2 Card popup and its other mounts).
              ...[
                paths.workspaceContent.path,
                paths.workspaceContentComment.path,
                paths.contentGroup.path,
                paths.contentGroupContents.path,
              ].map((path): RouteObject => ({
                path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/workspace').then((m) => ({ Component: m.WorkspaceRoute })),
              })),
              // Reports (issue 28; beyond the spec): recharts loads only with these pages.
              {
                path: paths.timeReport.path,
                errorElement: <RouteError />,
                // Asks for the report as the route matches, beside the route's code (decisions TS1).
                loader: timeReportLoader,
                lazy: () => import('./routes/time-report').then((m) => ({ Component: m.TimeReportRoute })),
              },
              {
                path: paths.approvalAnalytics.path,
                errorElement: <RouteError />,
                lazy: () =>
                  import('./routes/approval-analytics').then((m) => ({ Component: m.ApprovalAnalyticsRoute })),
              },
              // The organization's recycle bin, and a binned card read-only over it (accounts spec §2; cards spec §2).
              ...[paths.recycleBin.path, paths.recycleBinCard.path].map((path): RouteObject => ({
                path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/recycle-bin').then((m) => ({ Component: m.RecycleBinRoute })),
              })),
              {
                // The workspace's archived cards (docs/decisions.md K7).
                path: paths.workspaceArchived.path,
                errorElement: <RouteError />,
                lazy: () =>
                  import('./routes/workspace-archived').then((m) => ({ Component: m.WorkspaceArchivedRoute })),
              },
              {
                path: paths.workspaceStages.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/workspace-stages').then((m) => ({ Component: m.WorkspaceStagesRoute })),
              },
              {
                path: paths.workspaceLabels.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/workspace-labels').then((m) => ({ Component: m.WorkspaceLabelsRoute })),
              },
              {
                // Board rules (issue 38), loaded lazily.
                path: paths.workspaceRules.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/workspace-rules').then((m) => ({ Component: m.WorkspaceRulesRoute })),
              },
              {
                path: paths.newCard.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/new-card').then((m) => ({ Component: m.NewCardRoute })),
              },
              {
                path: paths.dashboard.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })),
              },
              {
                path: paths.userProfile.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/user-profile').then((m) => ({ Component: m.UserProfileRoute })),
              },
              {
                path: paths.notifications.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/notifications').then((m) => ({ Component: m.NotificationsRoute })),
              },
              {
                path: paths.account.edit.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/account-edit').then((m) => ({ Component: m.AccountEditRoute })),
              },
              // Roles, invitations and user administration (issue 5).
              {
                path: paths.workspaceCollaborators.path,
                errorElement: <RouteError />,
                lazy: () =>
                  import('./routes/workspace-collaborators').then((m) => ({
                    Component: m.WorkspaceCollaboratorsRoute,
                  })),
              },
              {
                path: paths.permission.path,
                errorElement: <RouteError />,
                lazy: () => import('./routes/permission').then((m) => ({ Component: m.PermissionRoute })),
              },
              {
                // Admin only (accounts spec §2 Route guards): members go to / with an error.
                lazy: () => import('./routes/admin-only').then((m) => ({ Component: m.AdminOnly })),
                errorElement: <RouteError />,
                children: [
                  {
                    path: paths.adminUsers.path,
                    lazy: () => import('./routes/admin-users').then((m) => ({ Component: m.AdminUsersRoute })),
                  },
                  {
                    path: paths.adminUserNew.path,
                    lazy: () => import('./routes/admin-user-new').then((m) => ({ Component: m.AdminUserNewRoute })),
                  },
                  {
                    path: paths.adminUserEdit.path,
                    lazy: () => import('./routes/admin-user-edit').then((m) => ({ Component: m.AdminUserEditRoute })),
                  },
                  // Webhooks (issue 29; beyond the spec): Owners and Admins, like the pages beside it.
                  {
                    path: paths.adminWebhooks.path,
                    lazy: () => import('./routes/admin-webhooks').then((m) => ({ Component: m.AdminWebhooksRoute })),
                  },
                  // Export and import (issue 40; beyond the spec): the export part is the Owner's only.
                  {
                    path: paths.adminExport.path,
                    lazy: () => import('./routes/admin-export').then((m) => ({ Component: m.AdminExportRoute })),
                  },
                  {
                    path: paths.adminBoardStages.path,
                    lazy: () =>
                      import('./routes/admin-board-stages').then((m) => ({ Component: m.AdminBoardStagesRoute })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home.getHref()} replace /> },
    ],
  },
];

const router = createBrowserRouter(routes);

/** Renders the app's routes. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
