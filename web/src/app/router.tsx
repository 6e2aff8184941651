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
        ],
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
