/**
 * Plain-language names of the permission flags (accounts spec §6 workspace and organization flags,
 * cards spec §6 card and list flags), for the /permission page. Typed against the shared matrix, so a
 * new flag without a name fails the type check.
 */
import type { OrganizationPermission, WorkspacePermission } from '../../../../../shared/permissions/matrix';

/** What each workspace flag lets a role do. */
export const WORKSPACE_PERMISSION_LABELS: Record<WorkspacePermission, string> = {
  view: 'See the workspace',
  can_access_stage: 'Manage stages (add, rename, settings, delete)',
  can_access_content: 'Open and work on cards',
  can_access_sort_stage: 'Sort a stage by due date',
  can_access_content_destroy: 'Delete cards',
  can_access_clone_content_group: 'Duplicate cards',
  can_access_move_content_calendar: 'Move cards on the calendar',
  can_access_move_content_board: 'Move cards on the board',
  can_access_move_content_list: 'Move cards in the list',
  can_access_move_stage_board: 'Reorder stages on the board',
  can_access_edit_title: 'Rename cards',
  can_access_edit_label: 'Change labels',
  can_access_assigned_user: 'See participants',
  can_access_show_content_details: 'See card details',
  can_access_add_change_date: 'Set start and due dates',
  can_access_approval_dots: 'See approval status',
  can_access_approval_request: 'Request approval',
  can_access_user_add_invite: 'Add participants to cards',
  can_invite_collaborator: 'Invite, re-role and remove workspace users',
  can_crud_content_group: 'Create cards',
  can_access_update_workspace: 'Change workspace settings',
  can_access_leave_workspace: 'Leave the workspace',
  can_access_destroy_workspace: 'Delete the workspace',
  can_access_live_chat: 'Use the live chat',
  can_hide_live_chat: 'Hide the live chat',
  can_access_content_update: 'Edit attachments',
  can_access_content_create: 'Upload attachments',
  can_access_content_download: 'Download attachments',
  can_access_content_hide: 'Hide attachments from guests',
  can_access_content_versions: 'See attachment versions',
  can_access_comment: 'Comment with guests',
  can_access_team_comment: 'Comment in the Team tab',
  can_access_show_team_comment: 'Read the Team tab',
  can_access_guest_comment: 'Comment in the Guest tab',
  can_access_submit_approval: 'Submit for approval',
  can_access_accept_revision: 'Approve',
  can_access_reject_revision: 'Ask for revisions',
  can_access_accept_request_revision: 'Accept revision requests',
  can_assign_user: 'Assign users to cards',
  can_sort_attachments: 'Reorder attachments',
  can_access_content_group_archive: 'Archive cards',
  can_see_hidden_stages: 'See stages hidden from guests',
  can_access_own_time_report: 'See their own time in the time report',
  can_access_team_time_report: "See everyone's time in the time report",
  can_access_approval_analytics: 'See approval analytics',
  can_create: 'Create checklists',
  can_update: 'Edit checklists',
  can_destroy: 'Delete checklists',
  can_show: 'See checklists',
};

/** What each organization flag lets a role do. */
export const ORGANIZATION_PERMISSION_LABELS: Record<OrganizationPermission, string> = {
  view: 'See the organization',
  can_create_workspace: 'Create workspaces',
  can_update_organization: 'Rename the organization and manage its board stages',
  can_destroy_organization: 'Delete the organization',
  can_view_recycle_bin: 'Open the recycle bin',
  can_manage_users: 'Manage users (Users admin)',
};
