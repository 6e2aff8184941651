/**
 * Which controls the admin Users pages show (issue 10 "roles cannot be raised from below"): the shared
 * rule (shared/permissions/ranks.ts) applied to the signed-in admin and each user, so the pages offer
 * exactly what `PUT`/`DELETE /api/v1/multi_users/{id}` accept. Nobody edits or deletes themselves,
 * Admins never touch the Owner, and a workspace's creator keeps that membership unless the Owner
 * changes it.
 */
import { mayActOnRole, type RankedPerson } from '../../../../../shared/permissions/ranks';
import type { WorkspaceRole } from '../../../../../shared/permissions/roles';
import type { UserRow } from '../../../../../shared/schemas/admin';
import type { AssignableWorkspace } from '../api/get-organization-workspaces';
import { roleOfLabel } from './assignments';

/** The user of a row as the rule sees them, outside any workspace; null for an invited person. */
function personOf(row: Pick<UserRow, 'user_id' | 'organization_role'>): RankedPerson | null {
  const type = row.organization_role.role_type;
  if (!row.user_id || type === 'invited') return null;
  return { userId: row.user_id, organizationRole: type, workspaceRole: null };
}

/** Whether the viewer may open the edit form of `row` (their organization role and assignments). */
export function mayEditUser(viewer: RankedPerson, row: Pick<UserRow, 'user_id' | 'organization_role'>): boolean {
  const target = personOf(row);
  if (!target) return false;
  return mayActOnRole(
    viewer,
    { kind: 'organization_role', target, to: target.organizationRole === 'admin' ? 'admin' : 'member' },
    null,
  );
}

/**
 * Whether the viewer may change or remove `row`'s assignment to `workspace`: false on the assignment of
 * the workspace's creator unless the viewer is the organization Owner.
 */
export function mayChangeAssignment(
  viewer: RankedPerson,
  row: Pick<UserRow, 'user_id' | 'organization_role'>,
  workspace: AssignableWorkspace | undefined,
  role: WorkspaceRole | null,
): boolean {
  const target = personOf(row);
  if (!target) return false;
  return mayActOnRole(
    viewer,
    { kind: 'remove', target: { ...target, workspaceRole: role } },
    workspace?.owner_id ?? null,
  );
}

/** Whether the viewer may delete `row` (every assignment and the organization membership). */
export function mayDeleteUser(
  viewer: RankedPerson,
  row: Pick<UserRow, 'user_id' | 'organization_role' | 'workspace_role'>,
  workspaces: readonly AssignableWorkspace[],
): boolean {
  const target = personOf(row);
  if (!target || target.organizationRole === 'owner') return false;
  if (!mayActOnRole(viewer, { kind: 'remove', target }, null)) return false;
  const byId = new Map(workspaces.map((w) => [w.id, w]));
  return row.workspace_role
    .filter((w) => w.status !== 'Invited')
    .every((w) => mayChangeAssignment(viewer, row, byId.get(w.workspace_id), roleOfLabel(w.role_name)));
}
