/**
 * Authorization policies a route can carry (BRIEF §1 "Routes"; accounts spec §6).
 *
 * Deny by default: a route without a policy fails the route-table test, and every policy but `public`
 * needs a verified Cognito token. `organization` and `workspace` policies also need the caller to be a
 * member of the organization or workspace the request names, holding the permission given; a caller
 * who is not a member gets 404, so ids reveal nothing (BRIEF §6).
 */
import type { OrganizationPermission, WorkspacePermission } from '../../../shared/permissions/matrix';

export type Policy =
  /** No token needed: health, sign-in, registration and the e-mailed token links. */
  | { kind: 'public' }
  /** Any signed-in user; the handler only ever touches the caller's own records. */
  | { kind: 'signed_in' }
  /** Member of the organization named by `{organization_id}`/`{id}` in the path, `organization_id` in query or body, or the `org_id` header. */
  | { kind: 'organization'; permission: OrganizationPermission }
  /**
   * Member of the workspace named by `{workspace_id}` or `{id}` in the path. `skeleton`: the check reads
   * the whole workspace partition (workspace, stages, labels, members: one Query) instead of the workspace
   * and the caller's membership (one TransactGet), and hands it to the handler, for routes that need it
   * anyway (opening the board, a stage's cards, the calendar; issue 11, docs/decisions.md D18).
   * `callerItem: false` (skeleton routes whose handler never needs the caller's user item): the
   * ended-session check takes the cutoff copied on the caller's membership instead of reading the user
   * item, so opening a board costs 1 + stages DynamoDB requests (decisions S26).
   */
  | { kind: 'workspace'; permission: WorkspacePermission; skeleton?: boolean; callerItem?: false }
  /**
   * A reviewer session (`glr_…`, issue 37; decisions RL3) and nothing else: no user's token or key. The
   * route names no id; it acts on the session's one card, checked as a guest's (Approver's) view of it.
   */
  | { kind: 'reviewer' };

export const PUBLIC: Policy = { kind: 'public' };
export const SIGNED_IN: Policy = { kind: 'signed_in' };
export const REVIEWER: Policy = { kind: 'reviewer' };
export const organization = (permission: OrganizationPermission): Policy => ({ kind: 'organization', permission });
export const workspace = (
  permission: WorkspacePermission,
  options: { skeleton?: boolean; callerItem?: false } = {},
): Policy => ({
  kind: 'workspace',
  permission,
  ...(options.skeleton ? { skeleton: true } : {}),
  ...(options.skeleton && options.callerItem === false ? { callerItem: false as const } : {}),
});
