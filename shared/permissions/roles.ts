/**
 * Roles of Greenlight (accounts spec §6, cards spec §6).
 *
 * Organization roles: `owner` (the organization's creator, shown as Owner, never deletable) and `admin`
 * (the stored role admin: Users, Board Stages, Total Users), and `member` for everyone else.
 * Workspace roles split into team roles and guest roles; guests only ever see client-visible stages.
 */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export const TEAM_ROLES = ['team_lead', 'coordinator', 'production', 'spectator'] as const;
export const GUEST_ROLES = ['approver', 'contributor'] as const;
export const WORKSPACE_ROLES = [...TEAM_ROLES, ...GUEST_ROLES] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Display names, as the role picker and user rows show them (accounts spec §6). */
export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  team_lead: 'Team Lead',
  coordinator: 'Coordinator',
  production: 'Production',
  spectator: 'Spectator',
  approver: 'Approver',
  contributor: 'Contributor',
};

/** True for the client-side roles, who see only what the team shows them. */
export function isGuestRole(role: WorkspaceRole): boolean {
  return (GUEST_ROLES as readonly string[]).includes(role);
}

/** Tooltips of the role picker (accounts spec §6: Team Roles and Guest Roles, each with a tooltip). */
export const WORKSPACE_ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  team_lead: 'Runs the workspace: settings, stages, collaborators and every card.',
  coordinator: 'Coordinates the work: stages, collaborators, approvals and every card.',
  production: 'Makes the content: creates, edits and moves cards; comments with the team.',
  spectator: 'Follows along: sees everything the team sees, changes nothing.',
  approver: 'Client who approves: sees client-visible stages, approves or asks for revisions.',
  contributor: 'Client who contributes: sees client-visible stages, comments and uploads.',
};

export const ORGANIZATION_ROLE_LABELS: Record<OrganizationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/**
 * The role label a workspace member is shown with: organization owners and admins keep the fixed
 * labels "Owner" and "Admin" (accounts spec §6) wherever a workspace role would show (the workspace
 * Users page, the admin Users table); everyone else shows their workspace role ("Team Lead", …).
 */
export function memberRoleLabel(organizationRole: OrganizationRole | null, workspaceRole: WorkspaceRole): string {
  if (organizationRole === 'owner' || organizationRole === 'admin') return ORGANIZATION_ROLE_LABELS[organizationRole];
  return WORKSPACE_ROLE_LABELS[workspaceRole];
}
