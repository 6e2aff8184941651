/**
 * The `workspaces` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, BOARD_READ, type RouteEntry } from '../route-entry';
import { PUBLIC, SIGNED_IN, organization, workspace } from '../policies';

export const WORKSPACES_ROUTES: readonly RouteEntry[] = [
  // Workspaces (accounts spec §7 Workspaces)
  { method: 'GET', path: `${API}/workspaces`, domain: 'workspaces', policy: organization('view'), summary: "An organization's workspaces visible to the caller" },
  { method: 'GET', path: `${API}/workspaces/list`, domain: 'workspaces', policy: organization('view'), summary: 'Workspaces for the workspace switcher' },
  { method: 'GET', path: `${API}/workspace_initial`, domain: 'workspaces', policy: organization('can_create_workspace'), summary: 'What the new-workspace form starts with (organization_id)' },
  { method: 'POST', path: `${API}/workspaces`, domain: 'workspaces', policy: organization('can_create_workspace'), status: 201, summary: 'Create a workspace' },
  { method: 'GET', path: `${API}/workspaces/{id}`, domain: 'workspaces', policy: workspace('view', BOARD_READ), summary: 'A workspace with its stages and first card pages' },
  { method: 'PUT', path: `${API}/workspaces/{id}`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Rename a workspace' },
  { method: 'DELETE', path: `${API}/workspaces/{id}`, domain: 'workspaces', policy: workspace('can_access_destroy_workspace'), summary: 'Delete a workspace' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/leave`, domain: 'workspaces', policy: workspace('can_access_leave_workspace'), summary: 'Leave a workspace' },
  { method: 'POST', path: `${API}/workspaces/{id}/logo_upload`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Presigned POST for a new workspace logo' },
  { method: 'PUT', path: `${API}/workspaces/{id}/logo`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Confirm an uploaded workspace logo' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/logo`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Remove the workspace logo' },
  { method: 'PUT', path: `${API}/workspaces/{id}/sort`, domain: 'workspaces', policy: workspace('can_access_move_content_board'), summary: 'Move a card or a stage', cardQuery: 'content_drag_id' },
  // Workspace users and invitations (accounts spec §7 Workspaces users, Invitations), in the workspaces Lambda
  { method: 'GET', path: `${API}/workspaces/{id}/collaborators`, domain: 'workspaces', policy: workspace('view'), summary: 'Workspace users, invited users and seats' },
  { method: 'GET', path: `${API}/workspaces/{id}/collaborator_workspace_data`, domain: 'workspaces', policy: workspace('view'), summary: 'The workspace and the roles the caller may grant (Users page)' },
  { method: 'POST', path: `${API}/workspaces/{id}/workspace_users`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), status: 201, summary: 'Invite people to the workspace' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/workspace_users/{uid}`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Remove a user from the workspace' },
  { method: 'POST', path: `${API}/workspaces/{id}/update_workspace_user_role`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: "Change a user's workspace role" },
  { method: 'GET', path: `${API}/users/new/{token}`, domain: 'workspaces', policy: PUBLIC, summary: 'The invitation a link names, to pre-fill registration' },
  { method: 'PUT', path: `${API}/accept_invitation/{token}`, domain: 'workspaces', policy: SIGNED_IN, summary: 'Accept an invitation by its link' },
  { method: 'DELETE', path: `${API}/decline_invitation/{token}`, domain: 'workspaces', policy: PUBLIC, summary: 'Decline an invitation by its link' },
  { method: 'PUT', path: `${API}/workspaces/{id}/accept_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "Accept one of the caller's invitations in the app" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/decline_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "Decline one of the caller's invitations in the app" },
  { method: 'GET', path: `${API}/pending_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "The caller's pending invitations" },
  { method: 'PUT', path: `${API}/accept_all_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "Accept (or decline) all the caller's invitations" },
  { method: 'GET', path: `${API}/accept_all_invitation`, domain: 'workspaces', policy: SIGNED_IN, deprecated: true, summary: "Accept (or decline) all the caller's invitations (spec §7 GET; use the PUT: decisions A32)" },
  { method: 'GET', path: `${API}/invited_users`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: "A workspace's pending invitations" },
  { method: 'DELETE', path: `${API}/invited_users/{id}`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Cancel an invitation' },
  { method: 'POST', path: `${API}/resent_notification`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Re-send an invitation reminder' },
];
