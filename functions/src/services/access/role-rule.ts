/**
 * Enforcing the role ranking (shared/permissions/ranks.ts; issue 10 "roles cannot be raised from below")
 * in the workspaces and admin Lambdas: who the caller and the target are, as the rule sees them, and a
 * 403 with the rule's message when it refuses.
 */
import {
  roleActionRefusal,
  ROLE_RULE_MESSAGES,
  type RankedPerson,
  type RoleAction,
} from '../../../../shared/permissions/ranks';
import type { OrganizationRole, WorkspaceRole } from '../../../../shared/permissions/roles';
import { getOrganizationRole } from '../../data/organizations';
import { ForbiddenError } from '../../lib/http/errors';
import type { Access } from './authorize';

/**
 * The caller as the rule sees them. The policy reads the organization role only for non-members of the
 * workspace, so an organization Owner or Admin who is also a member is looked up here (one GetItem).
 */
export async function rankedCaller(access: Access, userId: string): Promise<RankedPerson> {
  const organizationRole =
    access.organizationRole ??
    (access.organizationId ? await getOrganizationRole(access.organizationId, userId) : null);
  return { userId, organizationRole, workspaceRole: access.workspaceRole };
}

/** A person whose roles were already read. */
export const rankedPerson = (
  userId: string,
  organizationRole: OrganizationRole | null,
  workspaceRole: WorkspaceRole | null,
): RankedPerson => ({
  userId,
  organizationRole,
  workspaceRole,
});

/**
 * @throws ForbiddenError (403) with the rule's message when `caller` may not do `action` in a workspace
 *   created by `workspaceOwnerId` (null outside a workspace).
 */
export function enforceRoleRule(caller: RankedPerson, action: RoleAction, workspaceOwnerId: string | null): void {
  const refusal = roleActionRefusal(caller, action, workspaceOwnerId);
  if (refusal) throw new ForbiddenError(ROLE_RULE_MESSAGES[refusal]);
}
