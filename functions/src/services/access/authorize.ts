/**
 * Route policy enforcement (BRIEF §1 "Routes"; accounts spec §6). Deny by default.
 *
 * Non-members get 404 (never 403), so guessing another organization's ids reveals nothing; members
 * lacking the permission get 403 "You are not authorized to access this page".
 *
 * It is also the one guard of the recycle bin (cards spec §4 "Read-only when deleted_at is set"; issue
 * 25; docs/decisions.md K41): on a route that changes a card (routes/binned-cards.ts), the card is read
 * in the same request as the membership and a binned card answers 409 before the action runs.
 */
import type { OrganizationRole, WorkspaceRole } from '../../../../shared/permissions/roles';
import {
  hasOrganizationPermission,
  hasWorkspacePermission,
  type WorkspacePermission,
} from '../../../../shared/permissions/matrix';
import type { Policy } from '../../routes/policies';
import { getOrganizationRole } from '../../data/organizations';
import {
  loadWorkspaceSkeleton,
  type WorkspaceMemberRecord,
  type WorkspaceRecord,
  type WorkspaceSkeleton,
} from '../../data/workspaces';
import type { UserRecord } from '../../data/users';
import { readCaller, readOrganizationAccess, readWorkspaceAccess } from '../../data/caller-access';
import type { CardRecord } from '../../data/cards';
import { getItem } from '../../data/access';
import { Card } from '../../data/entities/card';
import { getStage } from '../../data/stages';
import { BIN_MESSAGES } from '../../../../shared/schemas/recycle-bin-limits';
import { CONTENT_MESSAGES } from '../../../../shared/schemas/contents-limits';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../lib/http/errors';
import type { Caller } from '../../lib/auth/caller';
import { assertSessionCurrent, membershipCopyCovers } from '../../lib/auth/session';
import { canSeeStage } from '../../lib/auth/visibility';
import { ORGANIZATION_HEADERS, ORGANIZATION_MISSING_MESSAGE } from '../../lib/auth/organization-scope';
import type { ReviewerRecord } from '../../data/review-links';

/** What the policy established about the caller; handlers use it instead of re-reading membership. */
export interface Access {
  organizationId: string | null;
  organizationRole: OrganizationRole | null;
  workspace: WorkspaceRecord | null;
  workspaceRole: WorkspaceRole | null;
  /** The workspace partition, read by the check itself on routes whose policy asks for it (`skeleton`). */
  skeleton: WorkspaceSkeleton | null;
  /** Whether the caller holds a workspace permission (only meaningful for workspace routes). */
  can(permission: WorkspacePermission): boolean;
  /** The caller's user item, read with the membership for the ended-session check (absent on public routes). */
  user?: UserRecord | null;
  /**
   * The card the route changes (`RequestScope.writtenCardId`), read with the membership and out of the
   * recycle bin, so handlers take it instead of reading it again (`item` null when the workspace has no
   * card of that id). Absent on routes that change no card.
   */
  card?: { id: string; item: CardRecord | null };
  /** On a reviewer route (issue 37; ./authorize-reviewer.ts): the reviewer the session stands for, and their card. */
  reviewer?: { reviewer: ReviewerRecord; cardId: string };
}

/** Where a request names the organization or workspace it acts on. */
export interface RequestScope {
  path: string;
  pathParameters: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
  headers: Record<string, string | undefined>;
  /** The card the route changes, named in the request (routes/binned-cards.ts): refused while it is in the recycle bin. */
  writtenCardId?: string;
}

const NONE: Access = {
  organizationId: null,
  organizationRole: null,
  workspace: null,
  workspaceRole: null,
  skeleton: null,
  can: () => false,
};

/**
 * The organization a request names: path, then `organization_id` query, body key, then the spec's `org_id`
 * header or its alias `Org-Id` (decisions A3, LA2: proxies such as nginx drop header names with an
 * underscore by default). Header names arrive lower-cased (API Gateway, the local gateway).
 */
function organizationIdOf(scope: RequestScope): string | undefined {
  const bodyOrg = (scope.body as { organization_id?: unknown } | null)?.organization_id;
  return (
    scope.pathParameters.organization_id ??
    (scope.path.startsWith('/api/v1/organizations/{id}') ? scope.pathParameters.id : undefined) ??
    scope.query.organization_id ??
    (typeof bodyOrg === 'string' ? bodyOrg : undefined) ??
    ORGANIZATION_HEADERS.map((name) => scope.headers[name]).find((value) => value !== undefined)
  );
}

/** The chat calls whose `{id}` is a conversation, whose id is its workspace's (docs/decisions.md V15). */
const CONVERSATION_PATHS = /^\/api\/v1\/(get_messages|message_read|message_count)\/\{id\}$/;

/** Workspace routes name it in the path; the invited-users calls (accounts spec §7) in `workspace_id`. */
function workspaceIdOf(scope: RequestScope): string | undefined {
  const bodyWorkspace = (scope.body as { workspace_id?: unknown } | null)?.workspace_id;
  return (
    scope.pathParameters.workspace_id ??
    (scope.path.startsWith('/api/v1/workspaces/{id}') || CONVERSATION_PATHS.test(scope.path)
      ? scope.pathParameters.id
      : undefined) ??
    scope.query.workspace_id ??
    (typeof bodyWorkspace === 'string' ? bodyWorkspace : undefined)
  );
}

/**
 * The workspace partition, the caller's membership and role in it from one strongly consistent Query:
 * the same facts as `getWorkspaceWithMember`, so a removed member is refused at once.
 */
async function readSkeletonWithMember(workspaceId: string, userId: string) {
  const skeleton = await loadWorkspaceSkeleton(workspaceId, { consistent: true });
  const membership = skeleton.members.find((m) => m.user_id === userId) ?? null;
  return { workspace: skeleton.workspace, role: membership?.role ?? null, membership, skeleton };
}

/**
 * What a workspace route's check reads first. `user` is undefined when it was not read: `callerItem: false`
 * routes take the ended-session cutoff from `membership` when it covers the session (decisions S26).
 */
async function readWorkspaceRoute(
  policy: Extract<Policy, { kind: 'workspace' }>,
  workspaceId: string,
  userId: string,
  cardId: string | undefined,
) {
  if (!policy.skeleton)
    return { ...(await readWorkspaceAccess(workspaceId, userId, cardId)), membership: null, skeleton: null };
  // The skeleton Query cannot carry the user item (another partition): it is read alongside, in parallel,
  // with the card the route changes in the same request.
  const cardKey = cardId ? { workspaceId, cardId } : undefined;
  if (policy.callerItem !== false) {
    const [access, { user, card }] = await Promise.all([
      readSkeletonWithMember(workspaceId, userId),
      readCaller(userId, cardKey),
    ]);
    return { ...access, user, card };
  }
  const [access, card] = await Promise.all([
    readSkeletonWithMember(workspaceId, userId),
    cardId ? getItem(Card, { workspace_id: workspaceId, card_id: cardId }, { consistent: true }) : undefined,
  ]);
  return { ...access, user: undefined, card };
}

/**
 * The recycle-bin guard: a card the route changes must be out of the bin (cards spec §4 "Read-only when
 * deleted_at is set"). A caller who may not see the card's stage learns nothing of it: 404 as the
 * handlers answer, from the skeleton's stages or one GetItem of the stage (only on this refusal).
 * @throws ConflictError (409) 'This card is in the recycle bin and cannot be changed.'; NotFoundError
 *   'The content cannot be found.' for a binned card in a stage hidden from the caller.
 */
async function assertCardOutOfBin(card: CardRecord | null | undefined, access: Access): Promise<void> {
  if (!card?.deleted_at) return;
  if (!access.can('can_see_hidden_stages')) {
    const stage = access.skeleton
      ? (access.skeleton.stages.find((s) => s.stage_id === card.stage_id) ?? null)
      : await getStage(card.workspace_id, card.stage_id);
    if (!canSeeStage(stage, access)) throw new NotFoundError(CONTENT_MESSAGES.notFound);
  }
  throw new ConflictError(BIN_MESSAGES.readOnly);
}

/**
 * The ended-session check of a workspace route, from what `readWorkspaceRoute` read: the user item when it
 * came; else the cutoff copied on the caller's membership when it covers the session (S26); else, for a
 * member or a missing workspace, the user item read now. A non-member of an existing workspace is checked
 * by the caller with the organization read, which brings the user item.
 * @returns the user item when one was read (undefined otherwise).
 * @throws AuthenticationError (401) for an ended session.
 */
async function assertWorkspaceSession(
  caller: Caller,
  read: { workspace: WorkspaceRecord | null; membership: WorkspaceMemberRecord | null; user?: UserRecord | null },
): Promise<UserRecord | null | undefined> {
  if (read.user !== undefined) {
    assertSessionCurrent(caller, read.user?.tokens_valid_after);
    return read.user;
  }
  if (read.membership && membershipCopyCovers(read.membership, caller.authTime)) {
    assertSessionCurrent(caller, read.membership.tokens_valid_after);
    return undefined;
  }
  if (read.workspace && !read.membership) return undefined;
  const { user } = await readCaller(caller.userId);
  assertSessionCurrent(caller, user?.tokens_valid_after);
  return user;
}

/**
 * Check `policy` for `caller` and return what it established.
 * Every non-public route also refuses a session the user ended (sign out everywhere, password change or
 * reset: ./session.ts); the user item comes in the same request as the membership, or in parallel with
 * the skeleton, or, on the board's reads, the cutoff copied on the membership stands for it (S26).
 * With `scope.writtenCardId` (a route that changes a card, routes/binned-cards.ts), the card is read in
 * the same request and must be out of the recycle bin; it is handed on as `access.card`.
 * @throws AuthenticationError (401) without a caller on a non-public route, or for an ended session;
 *   BadRequestError (400) ORGANIZATION_MISSING_MESSAGE on an organization route naming no organization;
 *   NotFoundError (404) for a non-member; ForbiddenError (403) for a member without the permission;
 *   ConflictError (409) 'This card is in the recycle bin and cannot be changed.' for a binned card.
 */
export async function authorize(policy: Policy, caller: Caller | null, scope: RequestScope): Promise<Access> {
  if (policy.kind === 'public') return NONE;
  if (!caller) throw new AuthenticationError();
  // A user never passes a reviewer route: only ./authorize-reviewer.ts grants those, from a reviewer session.
  if (policy.kind === 'reviewer') throw new AuthenticationError();
  const organizationId = policy.kind === 'organization' ? organizationIdOf(scope) : undefined;
  const workspaceId = policy.kind === 'workspace' ? workspaceIdOf(scope) : undefined;
  if (policy.kind === 'signed_in' || !(organizationId ?? workspaceId)) {
    const { user } = await readCaller(caller.userId);
    assertSessionCurrent(caller, user?.tokens_valid_after);
    if (policy.kind === 'signed_in') return { ...NONE, user };
  }

  if (policy.kind === 'organization') {
    if (!organizationId) throw new BadRequestError(ORGANIZATION_MISSING_MESSAGE, { org_id: ['Required'] });
    const { role, user } = await readOrganizationAccess(organizationId, caller.userId);
    assertSessionCurrent(caller, user?.tokens_valid_after);
    if (!role) throw new NotFoundError('Organization not found');
    if (!hasOrganizationPermission(role, policy.permission)) throw new ForbiddenError();
    return { ...NONE, organizationId, organizationRole: role, user };
  }

  if (!workspaceId) throw new NotFoundError('Workspace not found');
  const read = await readWorkspaceRoute(policy, workspaceId, caller.userId, scope.writtenCardId);
  const { workspace, role: workspaceRole, skeleton } = read;
  let user = await assertWorkspaceSession(caller, read);
  if (!workspace) throw new NotFoundError('Workspace not found');
  // Owners and admins of the organization act in all its workspaces; only they need the extra read,
  // which brings the user item when the session check has not read it yet.
  let organizationRole: OrganizationRole | null = null;
  if (!workspaceRole && user === undefined) {
    ({ role: organizationRole, user } = await readOrganizationAccess(workspace.organization_id, caller.userId));
    assertSessionCurrent(caller, user?.tokens_valid_after);
  } else if (!workspaceRole) {
    organizationRole = await getOrganizationRole(workspace.organization_id, caller.userId);
  }
  if (!workspaceRole && organizationRole !== 'owner' && organizationRole !== 'admin')
    throw new NotFoundError('Workspace not found');
  const can = (permission: WorkspacePermission) => hasWorkspacePermission(organizationRole, workspaceRole, permission);
  if (!can(policy.permission)) throw new ForbiddenError();
  const access: Access = {
    organizationId: workspace.organization_id,
    organizationRole,
    workspace,
    workspaceRole,
    skeleton,
    can,
    user,
  };
  if (scope.writtenCardId) {
    await assertCardOutOfBin(read.card, access);
    access.card = { id: scope.writtenCardId, item: read.card ?? null };
  }
  return access;
}
