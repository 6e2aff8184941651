/**
 * Role names in the reader's language (issue 41): the `collaborators` catalogue's key of each workspace
 * role (its English is shared/permissions/roles.ts's label word for word) and of the organization roles
 * that show in its place ("Owner", "Admin"; accounts spec §6). The API sends a member's `role_name` in
 * English (memberRoleLabel); `memberRoleName` names it from the roles instead.
 */
import type { OrganizationRole, WorkspaceRole } from '../../../../../shared/permissions/roles';

/** Each workspace role's key. */
export const ROLE_KEYS: Record<WorkspaceRole, string> = {
  team_lead: 'role.team_lead',
  coordinator: 'role.coordinator',
  production: 'role.production',
  spectator: 'role.spectator',
  approver: 'role.approver',
  contributor: 'role.contributor',
};

/** Each organization role's key. */
export const ORGANIZATION_ROLE_KEYS: Record<OrganizationRole, string> = {
  owner: 'role.owner',
  admin: 'role.admin',
  member: 'role.member',
};

/**
 * The name a member's role is shown with, given `t` of `collaborators`: an organization Owner's or Admin's
 * fixed label, else their workspace role's name, else the API's word (`role_name`).
 */
export function memberRoleName(
  t: (key: string) => string,
  member: { role: WorkspaceRole | null; organization_role: OrganizationRole | null; role_name: string },
): string {
  const organizationRole = member.organization_role;
  if (organizationRole === 'owner' || organizationRole === 'admin') return t(ORGANIZATION_ROLE_KEYS[organizationRole]);
  return member.role ? t(ROLE_KEYS[member.role]) : member.role_name;
}
