/**
 * Route policy enforcement (BRIEF §1 "Routes"; accounts spec §6). Deny by default.
 *
 * Non-members get 404 (never 403), so guessing another organization's ids reveals nothing; members
 * lacking the permission get 403 "You are not authorized to access this page".
 */
import type { OrganizationRole, WorkspaceRole } from '../../../../shared/permissions/roles';
import {
  hasOrganizationPermission,
  hasWorkspacePermission,
  type WorkspacePermission,
} from '../../../../shared/permissions/matrix';
import type { Policy } from '../../routes/policies';
import { getOrganizationRole } from '../../data/organizations';
import { loadWorkspaceSkeleton, type WorkspaceMemberRecord, type WorkspaceRecord, type WorkspaceSkeleton } from '../../data/workspaces';
import type { UserRecord } from '../../data/users';
import { readCaller, readOrganizationAccess, readWorkspaceAccess } from '../../data/caller-access';
import { AuthenticationError, ForbiddenError, NotFoundError } from '../http/errors';
import type { Caller } from './caller';
import { assertSessionCurrent, membershipCopyCovers } from './session';

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
}

/** Where a request names the organization or workspace it acts on. */
export interface RequestScope {
  path: string;
  pathParameters: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
  headers: Record<string, string | undefined>;
}

const NONE: Access = { organizationId: null, organizationRole: null, workspace: null, workspaceRole: null, skeleton: null, can: () => false };

function organizationIdOf(scope: RequestScope): string | undefined {
  const bodyOrg = (scope.body as { organization_id?: unknown } | null)?.organization_id;
  return (
    scope.pathParameters.organization_id ??
    (scope.path.startsWith('/api/v1/organizations/{id}') ? scope.pathParameters.id : undefined) ??
    scope.query.organization_id ??
    (typeof bodyOrg === 'string' ? bodyOrg : undefined) ??
    scope.headers['org_id'] ??
    scope.headers['org-id']
  );
}

/** The chat calls whose `{id}` is a conversation, whose id is its workspace's (docs/decisions.md V15). */
const CONVERSATION_PATHS = /^\/api\/v1\/(get_messages|message_read|message_count)\/\{id\}$/;

/** Workspace routes name it in the path; the invited-users calls (accounts spec §7) in `workspace_id`. */
function workspaceIdOf(scope: RequestScope): string | undefined {
  const bodyWorkspace = (scope.body as { workspace_id?: unknown } | null)?.workspace_id;
  return (
    scope.pathParameters.workspace_id ??
    (scope.path.startsWith('/api/v1/workspaces/{id}') || CONVERSATION_PATHS.test(scope.path) ? scope.pathParameters.id : undefined) ??
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
async function readWorkspaceRoute(policy: Extract<Policy, { kind: 'workspace' }>, workspaceId: string, userId: string) {
  if (!policy.skeleton) return { ...(await readWorkspaceAccess(workspaceId, userId)), membership: null, skeleton: null };
  // The skeleton Query cannot carry the user item (another partition): it is read alongside, in parallel.
  if (policy.callerItem !== false) {
    const [access, { user }] = await Promise.all([readSkeletonWithMember(workspaceId, userId), readCaller(userId)]);
    return { ...access, user };
  }
  return { ...(await readSkeletonWithMember(workspaceId, userId)), user: undefined };
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
 * @throws AuthenticationError (401) without a caller on a non-public route, or for an ended session;
 *   NotFoundError (404) for a non-member; ForbiddenError (403) for a member without the permission.
 */
export async function authorize(policy: Policy, caller: Caller | null, scope: RequestScope): Promise<Access> {
  if (policy.kind === 'public') return NONE;
  if (!caller) throw new AuthenticationError();
  const organizationId = policy.kind === 'organization' ? organizationIdOf(scope) : undefined;
  const workspaceId = policy.kind === 'workspace' ? workspaceIdOf(scope) : undefined;
  if (policy.kind === 'signed_in' || !(organizationId ?? workspaceId)) {
    const { user } = await readCaller(caller.userId);
    assertSessionCurrent(caller, user?.tokens_valid_after);
    if (policy.kind === 'signed_in') return { ...NONE, user };
  }

  if (policy.kind === 'organization') {
    if (!organizationId) throw new NotFoundError('Organization not found');
    const { role, user } = await readOrganizationAccess(organizationId, caller.userId);
    assertSessionCurrent(caller, user?.tokens_valid_after);
    if (!role) throw new NotFoundError('Organization not found');
    if (!hasOrganizationPermission(role, policy.permission)) throw new ForbiddenError();
    return { ...NONE, organizationId, organizationRole: role, user };
  }

  if (!workspaceId) throw new NotFoundError('Workspace not found');
  const read = await readWorkspaceRoute(policy, workspaceId, caller.userId);
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
  if (!workspaceRole && organizationRole !== 'owner' && organizationRole !== 'admin') throw new NotFoundError('Workspace not found');
  const can = (permission: WorkspacePermission) => hasWorkspacePermission(organizationRole, workspaceRole, permission);
  if (!can(policy.permission)) throw new ForbiddenError();
  return { organizationId: workspace.organization_id, organizationRole, workspace, workspaceRole, skeleton, can, user };
}
