/**
 * The one central paths table (BRIEF §5 "One central `paths` table serves routes and links").
 * `path` is the react-router pattern; `getHref` builds a link. Routes come from accounts spec §2.
 */

/** The workspace views (accounts spec §2 Workspace route: optional :mode). Calendar arrives later. */
export const WORKSPACE_MODES = ['list', 'board'] as const;
/** One workspace view. */
export type WorkspaceMode = (typeof WORKSPACE_MODES)[number];

/** Narrows a route's `:mode?` to a known view; anything else is the default list view. */
export function toWorkspaceMode(mode: string | undefined): WorkspaceMode | null {
  if (mode === undefined) return 'list';
  return (WORKSPACE_MODES as readonly string[]).includes(mode) ? (mode as WorkspaceMode) : null;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Every route pattern and link builder of the app. */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  auth: {
    login: {
      path: '/login',
      /** `redirectTo` is the remembered origin (accounts spec §2 Route guards). */
      getHref: (redirectTo?: string) => withQuery('/login', { redirectTo }),
    },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/password/new', getHref: () => '/password/new' },
    resendConfirmation: { path: '/confirmation/resend', getHref: () => '/confirmation/resend' },
    unlockRequest: { path: '/users/unlock/request', getHref: () => '/users/unlock/request' },
  },
  organization: {
    path: '/organizations/:organization_id',
    getHref: (organizationId: string) => `/organizations/${organizationId}`,
  },
  workspace: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/:mode?',
    getHref: (organizationId: string, workspaceId: string, mode: WorkspaceMode = 'list', search?: string) =>
      withQuery(`/organizations/${organizationId}/workspaces/${workspaceId}/${mode}`, { search }),
  },
} as const;
