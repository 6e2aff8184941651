/**
 * The `collaborators` catalogue keys of the plain-language names of the permission flags (accounts spec §6 workspace and organization flags,
 * cards spec §6 card and list flags), for the /permission page. Typed against the shared matrix, so a
 * new flag without a name fails the type check. Issue 41: the names are in the catalogue (`t(key)`).
 */
import type { OrganizationPermission, WorkspacePermission } from '../../../../../shared/permissions/matrix';

/** What each workspace flag lets a role do, as a key. */
export const WORKSPACE_PERMISSION_LABELS: Record<WorkspacePermission, string> = {
  view: 'perm.workspace.view',
  can_access_stage: 'perm.workspace.can_access_stage',
  can_access_content: 'perm.workspace.can_access_content',
  can_access_sort_stage: 'perm.workspace.can_access_sort_stage',
  can_access_content_destroy: 'perm.workspace.can_access_content_destroy',
  can_access_clone_content_group: 'perm.workspace.can_access_clone_content_group',
  can_access_move_content_calendar: 'perm.workspace.can_access_move_content_calendar',
  can_access_move_content_board: 'perm.workspace.can_access_move_content_board',
  can_access_move_content_list: 'perm.workspace.can_access_move_content_list',
  can_access_move_stage_board: 'perm.workspace.can_access_move_stage_board',
  can_access_edit_title: 'perm.workspace.can_access_edit_title',
  can_access_edit_label: 'perm.workspace.can_access_edit_label',
  can_access_assigned_user: 'perm.workspace.can_access_assigned_user',
  can_access_show_content_details: 'perm.workspace.can_access_show_content_details',
  can_access_add_change_date: 'perm.workspace.can_access_add_change_date',
  can_access_approval_dots: 'perm.workspace.can_access_approval_dots',
  can_access_approval_request: 'perm.workspace.can_access_approval_request',
  can_access_user_add_invite: 'perm.workspace.can_access_user_add_invite',
  can_invite_collaborator: 'perm.workspace.can_invite_collaborator',
  can_crud_content_group: 'perm.workspace.can_crud_content_group',
  can_access_update_workspace: 'perm.workspace.can_access_update_workspace',
  can_access_leave_workspace: 'perm.workspace.can_access_leave_workspace',
  can_access_destroy_workspace: 'perm.workspace.can_access_destroy_workspace',
  can_access_live_chat: 'perm.workspace.can_access_live_chat',
  can_hide_live_chat: 'perm.workspace.can_hide_live_chat',
  can_access_content_update: 'perm.workspace.can_access_content_update',
  can_access_content_create: 'perm.workspace.can_access_content_create',
  can_access_content_download: 'perm.workspace.can_access_content_download',
  can_access_content_hide: 'perm.workspace.can_access_content_hide',
  can_access_content_versions: 'perm.workspace.can_access_content_versions',
  can_access_comment: 'perm.workspace.can_access_comment',
  can_access_team_comment: 'perm.workspace.can_access_team_comment',
  can_access_show_team_comment: 'perm.workspace.can_access_show_team_comment',
  can_access_guest_comment: 'perm.workspace.can_access_guest_comment',
  can_access_submit_approval: 'perm.workspace.can_access_submit_approval',
  can_access_accept_revision: 'perm.workspace.can_access_accept_revision',
  can_access_reject_revision: 'perm.workspace.can_access_reject_revision',
  can_access_accept_request_revision: 'perm.workspace.can_access_accept_request_revision',
  can_assign_user: 'perm.workspace.can_assign_user',
  can_sort_attachments: 'perm.workspace.can_sort_attachments',
  can_access_content_group_archive: 'perm.workspace.can_access_content_group_archive',
  can_see_hidden_stages: 'perm.workspace.can_see_hidden_stages',
  can_access_own_time_report: 'perm.workspace.can_access_own_time_report',
  can_access_team_time_report: 'perm.workspace.can_access_team_time_report',
  can_access_approval_analytics: 'perm.workspace.can_access_approval_analytics',
  can_create: 'perm.workspace.can_create',
  can_update: 'perm.workspace.can_update',
  can_destroy: 'perm.workspace.can_destroy',
  can_show: 'perm.workspace.can_show',
};

/** What each organization flag lets a role do, as a key. */
export const ORGANIZATION_PERMISSION_LABELS: Record<OrganizationPermission, string> = {
  view: 'perm.organization.view',
  can_create_workspace: 'perm.organization.can_create_workspace',
  can_update_organization: 'perm.organization.can_update_organization',
  can_destroy_organization: 'perm.organization.can_destroy_organization',
  can_view_recycle_bin: 'perm.organization.can_view_recycle_bin',
  can_manage_users: 'perm.organization.can_manage_users',
};
