/**
 * Which role controls the workspace Users page shows (issue 10 "roles cannot be raised from below"):
 * the shared rule (shared/permissions/ranks.ts) applied to the viewer and each row, so the page offers
 * exactly what the API accepts.
 */
import { mayActOnRole, type RankedPerson } from '../../../../../shared/permissions/ranks';
import type { Collaborators, InvitedUser, WorkspaceUser } from '../api/get-collaborators';

/** The viewer as the rule sees them, from the collaborators payload. */
export function viewerOf(data: Pick<Collaborators, 'viewer'>): RankedPerson {
  return {
    userId: data.viewer.user_id,
    organizationRole: data.viewer.organization_role,
    workspaceRole: data.viewer.workspace_role,
  };
}

/**
 * A row's controls: `changeRole` (the role picker) and `remove`. Admins and the organization Owner keep
 * their fixed label (accounts spec §6), and the workspace owner is never removed (the API answers 409).
 */
export function memberControls(
  viewer: RankedPerson,
  user: WorkspaceUser,
  ownerId: string,
): { changeRole: boolean; remove: boolean } {
  if (!user.role) return { changeRole: false, remove: false };
  const target: RankedPerson = { userId: user.id, organizationRole: user.organization_role, workspaceRole: user.role };
  return {
    changeRole: !user.is_admin && mayActOnRole(viewer, { kind: 'change', target, to: user.role }, ownerId),
    remove: !user.is_admin && user.id !== ownerId && mayActOnRole(viewer, { kind: 'remove', target }, ownerId),
  };
}

/** Whether the viewer may re-send or cancel `invitation` (the same rule, on the invitation's role). */
export const mayManageInvitation = (viewer: RankedPerson, invitation: Pick<InvitedUser, 'role'>): boolean =>
  mayActOnRole(viewer, { kind: 'grant', role: invitation.role }, null);
