/**
 * Who may grant, change or remove whose role (issue 10 "roles cannot be raised from below";
 * docs/decisions.md S1–S3). The one rule the API enforces on invitations, role changes, removals,
 * cancelled and re-sent invitations and the admin user pages, and the web app reads to offer only the
 * roles and controls the caller may use.
 *
 * The ranking, highest first: organization Owner, organization Admin, Team Lead, Coordinator,
 * Production, Spectator, then the guest roles Approver and Contributor (equal, below every team role).
 * A caller may act only when they hold `can_invite_collaborator` (organization owners and admins always
 * do), never on themselves, and only on roles ranked at or below their own, both the role a person holds
 * now and the role they get. The workspace owner's (creator's) membership is changed by the organization
 * Owner alone.
 */
import { hasWorkspacePermission } from './matrix';
import { WORKSPACE_ROLES, type OrganizationRole, type WorkspaceRole } from './roles';

/** Ranks, higher outranks lower. Organization `member` carries no rank of its own: their workspace role counts. */
export const ROLE_RANKS = {
  owner: 7,
  admin: 6,
  team_lead: 5,
  coordinator: 4,
  production: 3,
  spectator: 2,
  approver: 1,
  contributor: 1,
} as const satisfies Record<Exclude<OrganizationRole, 'member'> | WorkspaceRole, number>;

/** The roles in rank order, highest first, as `docs/permissions.md` lists them. */
export const RANKED_ROLES = Object.keys(ROLE_RANKS) as Array<keyof typeof ROLE_RANKS>;

/** A person as the rule sees them: their organization role (null: not in it) and workspace role (null: not in it). */
export interface RankedPerson {
  userId: string;
  organizationRole: OrganizationRole | null;
  workspaceRole: WorkspaceRole | null;
}

/** What the caller wants to do in one workspace, or to someone's organization role. */
export type RoleAction =
  /** Invite with `role`, cancel or re-send an invitation of `role`. */
  | { kind: 'grant'; role: WorkspaceRole }
  /** Give `target` (a member of the workspace) the role `to`. */
  | { kind: 'change'; target: RankedPerson; to: WorkspaceRole }
  /** Remove `target` from the workspace. */
  | { kind: 'remove'; target: RankedPerson }
  /** Make `target` an organization `to` (admin user pages). */
  | { kind: 'organization_role'; target: RankedPerson; to: 'admin' | 'member' };

/** The messages of the API's 403 answers, one per reason. */
export const ROLE_RULE_MESSAGES = {
  not_allowed: 'You are not authorized to access this page',
  self: 'You cannot change your own role.',
  above: 'You can only grant, change or remove roles ranked at or below your own.',
  workspace_owner: "Only the organization's Owner can change the workspace owner's membership.",
} as const;
export type RoleRefusal = keyof typeof ROLE_RULE_MESSAGES;

/**
 * A person's rank: the organization Owner's or an Admin's, otherwise their workspace role's; 0 for
 * someone with neither (a plain organization member outside the workspace).
 */
export function rankOf(person: Pick<RankedPerson, 'organizationRole' | 'workspaceRole'>): number {
  if (person.organizationRole === 'owner' || person.organizationRole === 'admin')
    return ROLE_RANKS[person.organizationRole];
  return person.workspaceRole ? ROLE_RANKS[person.workspaceRole] : 0;
}

/**
 * Why `caller` may not do `action` in a workspace created by `workspaceOwnerId`, or null when they may.
 * Order of reasons: no managing permission at all, then acting on themselves, then the workspace owner's
 * membership, then rank (of the role held now and of the role given).
 */
export function roleActionRefusal(
  caller: RankedPerson,
  action: RoleAction,
  workspaceOwnerId: string | null,
): RoleRefusal | null {
  if (action.kind === 'organization_role') {
    if (caller.organizationRole !== 'owner' && caller.organizationRole !== 'admin') return 'not_allowed';
  } else if (!hasWorkspacePermission(caller.organizationRole, caller.workspaceRole, 'can_invite_collaborator')) {
    return 'not_allowed';
  }
  const own = rankOf(caller);
  if (action.kind === 'grant') return ROLE_RANKS[action.role] <= own ? null : 'above';
  if (action.target.userId === caller.userId) return 'self';
  if (
    action.kind !== 'organization_role' &&
    action.target.userId === workspaceOwnerId &&
    caller.organizationRole !== 'owner'
  ) {
    return 'workspace_owner';
  }
  if (rankOf(action.target) > own) return 'above';
  if (action.kind === 'change' && ROLE_RANKS[action.to] > own) return 'above';
  if (action.kind === 'organization_role' && action.to === 'admin' && ROLE_RANKS.admin > own) return 'above';
  return null;
}

/** Whether `caller` may do `action` (see roleActionRefusal). */
export function mayActOnRole(caller: RankedPerson, action: RoleAction, workspaceOwnerId: string | null): boolean {
  return roleActionRefusal(caller, action, workspaceOwnerId) === null;
}

/** The workspace roles `caller` may grant (invite with, or change someone to), in the picker's order. */
export function grantableRoles(caller: RankedPerson): WorkspaceRole[] {
  return WORKSPACE_ROLES.filter((role) => mayActOnRole(caller, { kind: 'grant', role }, null));
}
