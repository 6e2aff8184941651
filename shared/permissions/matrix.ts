/**
 * The role → permission matrix: the one source the API enforces and the UI reads as flags.
 *
 * Source: accounts spec §6 (workspace and organization flags), cards spec §6 (card flags, list flags).
 * Where the spec is silent the role's meaning decides: Spectator is view-only; Production cannot
 * comment in the guest tab; guests never see the Team tab or hidden lists (docs/decisions.md).
 * Organization owners and admins hold every workspace permission in their organization's workspaces.
 */
import type { OrganizationRole, WorkspaceRole } from './roles';

/** Workspace-scoped flags. `view` is plain membership: every role has it. */
export const WORKSPACE_PERMISSIONS = [
  'view',
  'can_access_stage',
  'can_access_content',
  'can_access_sort_stage',
  'can_access_content_destroy',
  'can_access_clone_content_group',
  'can_access_move_content_calendar',
  'can_access_move_content_board',
  'can_access_move_content_list',
  'can_access_move_stage_board',
  'can_access_edit_title',
  'can_access_edit_label',
  'can_access_assigned_user',
  'can_access_show_content_details',
  'can_access_add_change_date',
  'can_access_approval_dots',
  'can_access_approval_request',
  'can_access_user_add_invite',
  'can_invite_collaborator',
  'can_crud_content_group',
  'can_access_update_workspace',
  'can_access_leave_workspace',
  'can_access_destroy_workspace',
  'can_access_live_chat',
  'can_hide_live_chat',
  // cards spec §6
  'can_access_content_update',
  'can_access_content_create',
  'can_access_content_download',
  'can_access_content_hide',
  'can_access_content_versions',
  'can_access_comment',
  'can_access_team_comment',
  'can_access_show_team_comment',
  // Post in the Guest tab (cards spec §6 "Production cannot comment in the guest area"; the spec names no
  // flag, decisions W15). Read by the card's comment box and the approval note (decisions R9, R32).
  'can_access_guest_comment',
  'can_access_submit_approval',
  'can_access_accept_revision',
  'can_access_reject_revision',
  'can_access_accept_request_revision',
  'can_assign_user',
  'can_sort_attachments',
  'can_access_content_group_archive',
  'can_see_hidden_stages',
  // checklist (list) flags, cards spec §6
  'can_create',
  'can_update',
  'can_destroy',
  'can_show',
  // Reports (issue 28; beyond the spec; decisions G2): the caller's own time, everyone's time, approval analytics
  'can_access_own_time_report',
  'can_access_team_time_report',
  'can_access_approval_analytics',
] as const;
export type WorkspacePermission = (typeof WORKSPACE_PERMISSIONS)[number];

/** Organization-scoped flags (accounts spec §6). `view` is plain membership. */
export const ORGANIZATION_PERMISSIONS = [
  'view',
  'can_create_workspace',
  'can_update_organization',
  'can_destroy_organization',
  'can_view_recycle_bin',
  'can_manage_users',
] as const;
export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[number];

const ALL_WORKSPACE = new Set<WorkspacePermission>(WORKSPACE_PERMISSIONS);

/** Everything a team member may do to cards and their contents. */
const CARD_WORK: WorkspacePermission[] = [
  'view',
  'can_access_content',
  'can_access_clone_content_group',
  'can_access_move_content_calendar',
  'can_access_move_content_board',
  'can_access_move_content_list',
  'can_access_edit_title',
  'can_access_edit_label',
  'can_access_assigned_user',
  'can_access_show_content_details',
  'can_access_add_change_date',
  'can_access_approval_dots',
  'can_crud_content_group',
  'can_access_content_destroy',
  'can_access_content_update',
  'can_access_content_create',
  'can_access_content_download',
  'can_access_content_hide',
  'can_access_content_versions',
  'can_access_comment',
  'can_access_team_comment',
  'can_access_show_team_comment',
  'can_assign_user',
  'can_sort_attachments',
  'can_access_content_group_archive',
  'can_access_live_chat',
  'can_access_leave_workspace',
  'can_see_hidden_stages',
  'can_create',
  'can_update',
  'can_destroy',
  'can_show',
];

export const WORKSPACE_ROLE_PERMISSIONS: Record<WorkspaceRole, ReadonlySet<WorkspacePermission>> = {
  team_lead: ALL_WORKSPACE,
  coordinator: new Set<WorkspacePermission>([
    ...CARD_WORK,
    'can_access_own_time_report',
    'can_access_stage',
    'can_access_sort_stage',
    'can_access_move_stage_board',
    'can_access_approval_request',
    'can_access_submit_approval',
    'can_access_accept_request_revision',
    'can_access_user_add_invite',
    'can_invite_collaborator',
    'can_hide_live_chat',
    'can_access_guest_comment',
  ]),
  production: new Set<WorkspacePermission>([...CARD_WORK, 'can_access_submit_approval', 'can_access_own_time_report']),
  spectator: new Set<WorkspacePermission>([
    'view',
    'can_access_show_content_details',
    'can_access_show_team_comment',
    'can_access_content_download',
    'can_access_leave_workspace',
    'can_see_hidden_stages',
    'can_show',
    'can_access_own_time_report',
  ]),
  approver: new Set<WorkspacePermission>([
    'view',
    'can_access_show_content_details',
    'can_access_comment',
    'can_access_guest_comment',
    'can_access_content_download',
    'can_access_accept_revision',
    'can_access_reject_revision',
    'can_access_leave_workspace',
    'can_access_live_chat',
  ]),
  contributor: new Set<WorkspacePermission>([
    'view',
    'can_access_show_content_details',
    'can_access_comment',
    'can_access_guest_comment',
    'can_access_content_download',
    'can_access_content_create',
    'can_access_leave_workspace',
    'can_access_live_chat',
  ]),
};

export const ORGANIZATION_ROLE_PERMISSIONS: Record<OrganizationRole, ReadonlySet<OrganizationPermission>> = {
  owner: new Set<OrganizationPermission>(ORGANIZATION_PERMISSIONS),
  admin: new Set<OrganizationPermission>([
    'view',
    'can_create_workspace',
    'can_update_organization',
    'can_view_recycle_bin',
    'can_manage_users',
  ]),
  member: new Set<OrganizationPermission>(['view']),
};

/**
 * Whether a workspace member may do `permission`.
 * @param organizationRole the caller's role in the workspace's organization, or null when they are not a member of it
 * @param workspaceRole the caller's role in the workspace, or null when they are not a member of it
 * Owners and admins of the organization hold every workspace permission; anyone else needs a workspace role.
 */
export function hasWorkspacePermission(
  organizationRole: OrganizationRole | null,
  workspaceRole: WorkspaceRole | null,
  permission: WorkspacePermission,
): boolean {
  if (organizationRole === 'owner' || organizationRole === 'admin') return true;
  if (!workspaceRole) return false;
  return WORKSPACE_ROLE_PERMISSIONS[workspaceRole].has(permission);
}

/** Whether an organization member with `role` may do `permission` (null role: not a member, so never). */
export function hasOrganizationPermission(role: OrganizationRole | null, permission: OrganizationPermission): boolean {
  return role !== null && ORGANIZATION_ROLE_PERMISSIONS[role].has(permission);
}

/** The flags a UI reads for one workspace: every permission as a boolean (accounts spec §6). */
export function workspaceFlags(
  organizationRole: OrganizationRole | null,
  workspaceRole: WorkspaceRole | null,
): Record<WorkspacePermission, boolean> {
  return Object.fromEntries(
    WORKSPACE_PERMISSIONS.map((p) => [p, hasWorkspacePermission(organizationRole, workspaceRole, p)]),
  ) as Record<WorkspacePermission, boolean>;
}
