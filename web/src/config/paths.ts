/**
 * The one central paths table (BRIEF §5 "One central `paths` table serves routes and links").
 * `path` is the react-router pattern; `getHref` builds a link. Routes come from accounts spec §2.
 */
import { cardSlug } from '../lib/card-slug';

/** The workspace views (accounts spec §2 Workspace route: optional :mode of list, board or calendar). */
export const WORKSPACE_MODES = ['list', 'board', 'calendar'] as const;
/** One workspace view. */
export type WorkspaceMode = (typeof WORKSPACE_MODES)[number];

/** Narrows a route's `:mode?` to a known view; anything else is the default list view. */
export function toWorkspaceMode(mode: string | undefined): WorkspaceMode | null {
  if (mode === undefined) return 'list';
  return (WORKSPACE_MODES as readonly string[]).includes(mode) ? (mode as WorkspaceMode) : null;
}

/**
 * `location.state` of a card opened from a workspace view: that view stays behind the popup, and
 * closing goes back to it (cards spec §2 "On close it returns to the previous URL").
 */
export interface CardLinkState {
  background: WorkspaceMode;
}

/** Whether `state` is a CardLinkState (the popup was opened inside the app, not by a pasted link). */
export function isCardLinkState(state: unknown): state is CardLinkState {
  const background = (state as Partial<CardLinkState> | null)?.background;
  return typeof background === 'string' && (WORKSPACE_MODES as readonly string[]).includes(background);
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
    /** Where the Cognito Hosted UI returns after third-party sign-in (accounts spec §2 Login; infra callback URL). */
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    forgotPassword: { path: '/password/new', getHref: () => '/password/new' },
    resendConfirmation: { path: '/confirmation/resend', getHref: () => '/confirmation/resend' },
    unlockRequest: { path: '/users/unlock/request', getHref: () => '/users/unlock/request' },
    /** Register; `inviteId` is an invitation's id (accounts spec §2 Register). */
    registerInvited: { getHref: (inviteId: string) => withQuery('/register', { invite_id: inviteId }) },
    /** E-mailed links (accounts spec §2): each page reads its token from the query string. */
    confirmation: {
      path: '/users/confirmation',
      getHref: (confirmationToken?: string) =>
        withQuery('/users/confirmation', { confirmation_token: confirmationToken }),
    },
    resetPassword: {
      path: '/users/password/edit',
      getHref: (resetPasswordToken?: string) =>
        withQuery('/users/password/edit', { reset_password_token: resetPasswordToken }),
    },
    unlock: {
      path: '/users/unlock',
      getHref: (unlockToken?: string) => withQuery('/users/unlock', { unlock_token: unlockToken }),
    },
  },
  /** Terms and Privacy (accounts spec §2, §9): public, also for signed-in users. */
  legal: {
    terms: { path: '/terms', getHref: () => '/terms' },
    privacy: { path: '/privacy', getHref: () => '/privacy' },
  },
  /** The e-mailed review link (issue 37), and the address it leaves once the token is traded for a session. */
  review: {
    link: { path: '/review/:token', getHref: (token: string) => `/review/${token}` },
    page: { path: '/review', getHref: () => '/review' },
  },
  /** The profile as a page (accounts spec §2 /account/edit); the header menu opens it as a modal. */
  account: {
    edit: { path: '/account/edit', getHref: () => '/account/edit' },
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
  /** `/dashboard` (accounts spec §1 dashboard cards); `organizationId` picks the organization, else My Workspace. */
  /** A user's activity page (accounts spec §2 "User activity page"; the user summary's View Profile). */
  userProfile: { path: '/user-profiles/:user_id', getHref: (userId: string) => `/user-profiles/${userId}` },
  /** The Notifications page (accounts spec §2 Notifications page). */
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  dashboard: {
    path: '/dashboard',
    getHref: (organizationId?: string) => withQuery('/dashboard', { organization_id: organizationId }),
  },
  /** Admin users page (accounts spec §2 Users admin, admin only). */
  adminUsers: {
    path: '/organizations/:organization_id/admin/users',
    getHref: (organizationId: string) => `/organizations/${organizationId}/admin/users`,
  },
  /** "Add User" (accounts spec §2 /admin/users/new); `multiple` opens the "Add Multiple Users" form. */
  adminUserNew: {
    path: '/organizations/:organization_id/admin/users/new',
    getHref: (organizationId: string, multiple = false) =>
      withQuery(`/organizations/${organizationId}/admin/users/new`, { multiple: multiple ? '1' : undefined }),
  },
  /** Edit a user's organization role and workspace assignments (accounts spec §2 /admin/users/:id/edit). */
  adminUserEdit: {
    path: '/organizations/:organization_id/admin/users/:id/edit',
    getHref: (organizationId: string, userId: string) => `/organizations/${organizationId}/admin/users/${userId}/edit`,
  },
  /** The organization's webhook endpoints (issue 29; beyond the spec): Owners and Admins only. */
  adminWebhooks: {
    path: '/organizations/:organization_id/admin/webhooks',
    getHref: (organizationId: string) => `/organizations/${organizationId}/admin/webhooks`,
  },
  /** Export the organization (its Owner) and import an export as a new organization (issue 40; beyond the spec). */
  adminExport: {
    path: '/organizations/:organization_id/admin/export',
    getHref: (organizationId: string) => `/organizations/${organizationId}/admin/export`,
  },
  /** The organization's board stage templates (accounts spec §2 /admin/board-stages, admin only). */
  adminBoardStages: {
    path: '/organizations/:organization_id/admin/board-stages',
    getHref: (organizationId: string) => `/organizations/${organizationId}/admin/board-stages`,
  },
  /** A workspace's users and invitations (accounts spec §2 …/collaborators). */
  workspaceCollaborators: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/collaborators',
    getHref: (organizationId: string, workspaceId: string) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/collaborators`,
  },
  /** Roles and what each may do (accounts spec §2 /permission). */
  permission: { path: '/permission', getHref: () => '/permission' },
  /** E-mailed invitation links (accounts spec §2 public routes): accept goes to the workspace, decline to /. */
  invitation: {
    accept: {
      path: '/accept_invitation/:access_token',
      getHref: (accessToken: string) => `/accept_invitation/${encodeURIComponent(accessToken)}`,
    },
    decline: {
      path: '/decline_invitation/:access_token',
      getHref: (accessToken: string) => `/decline_invitation/${encodeURIComponent(accessToken)}`,
    },
  },
  /** A workspace's stage settings (accounts spec §2 "…/stages (protected)"). */
  workspaceStages: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/stages',
    getHref: (organizationId: string, workspaceId: string) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/stages`,
  },
  /** The workspace's label manager (cards spec §2 label dialog modes list, new, edit; §7 Labels). */
  workspaceLabels: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/labels',
    getHref: (organizationId: string, workspaceId: string) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/labels`,
  },
  /** The workspace's board rules (issue 38; beyond the spec). */
  workspaceRules: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/rules',
    getHref: (organizationId: string, workspaceId: string) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/rules`,
  },
  /** The full-page new-card form (accounts spec §2); `stageId` preselects a stage. */
  newCard: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/content_groups/new',
    getHref: (organizationId: string, workspaceId: string, stageId?: string) =>
      withQuery(`/organizations/${organizationId}/workspaces/${workspaceId}/content_groups/new`, { stage_id: stageId }),
  },
  /** A card by slug (accounts spec §2: the slug's leading part is the card id; forces list mode). */
  /**
   * The card popup (cards spec §2 Card popup): `content/{compact id}-{parameterized name}`
   * (lib/card-slug.ts; docs/decisions.md W3), over the workspace page.
   */
  workspaceContent: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/content/:content_slug',
    getHref: (organizationId: string, workspaceId: string, contentSlug: string) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/content/${encodeURIComponent(contentSlug)}`,
  },
  /** A card's popup link from its id and name; `state(view)` keeps that view behind the popup. */
  card: {
    getHref: (organizationId: string, workspaceId: string, card: { id: string; name: string }) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/content/${encodeURIComponent(cardSlug(card))}`,
    state: (background: WorkspaceMode): CardLinkState => ({ background }),
  },
  /** The popup with a highlighted comment (cards spec §2): `…/comments/{comment_id}/{internal}-{card_id}`. */
  workspaceContentComment: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/content/:content_slug/comments/:comment_id/:comment_slug',
    /** `internal` (the Team tab) is the slug's first part: `true-{card id}` or `false-{card id}`. */
    getHref: (
      organizationId: string,
      workspaceId: string,
      card: { id: string; name: string },
      comment: { id: string; internal: boolean },
    ) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/content/${encodeURIComponent(cardSlug(card))}/comments/${comment.id}/${comment.internal}-${card.id}`,
  },
  /** The popup's other mounts (cards spec §2): `content_groups/{id}` and `content_groups/{id}/contents`. */
  contentGroup: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/content_groups/:content_group_id',
  },
  contentGroupContents: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/content_groups/:content_group_id/contents',
  },
  /** The organization's recycle bin (accounts spec §2 Recycle bin page; §6 can_view_recycle_bin). */
  /** The organization's time report (issue 28; beyond the spec). */
  timeReport: {
    path: '/organizations/:organization_id/reports/time',
    getHref: (organizationId: string) => `/organizations/${organizationId}/reports/time`,
  },
  /** The organization's approval analytics (issue 28; beyond the spec). */
  approvalAnalytics: {
    path: '/organizations/:organization_id/reports/approvals',
    getHref: (organizationId: string) => `/organizations/${organizationId}/reports/approvals`,
  },
  recycleBin: {
    path: '/organizations/:organization_id/recycle_bin',
    getHref: (organizationId: string) => `/organizations/${organizationId}/recycle_bin`,
  },
  /** A binned card, read-only in the popup over the bin page (cards spec §2 `…/content/{id}-{name}/recycle_bin`). */
  recycleBinCard: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/content/:content_slug/recycle_bin',
    getHref: (organizationId: string, workspaceId: string, card: { id: string; name: string }) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/content/${encodeURIComponent(cardSlug(card))}/recycle_bin`,
  },
  /** The workspace's archived cards (docs/decisions.md K7), from the workspace options menu. */
  workspaceArchived: {
    path: '/organizations/:organization_id/workspaces/:workspace_id/archived',
    getHref: (organizationId: string, workspaceId: string) =>
      `/organizations/${organizationId}/workspaces/${workspaceId}/archived`,
  },
} as const;
