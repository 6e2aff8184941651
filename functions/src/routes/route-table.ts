/**
 * The one route table: `method + path -> domain function + authorization policy` (BRIEF §1).
 *
 * CDK creates one API Gateway route per entry, pointing at the entry's domain Lambda
 * (`infra/lib/constructs/api.ts`); the local gateway dispatches with the same entries
 * (`infra/local/gateway.ts`); each domain Lambda routes internally with @middy/http-router.
 * Paths use API Gateway syntax (`{id}`). All spec §7 calls live under `/api/v1` (docs/decisions.md).
 */
import type { Policy } from './policies';
import { PUBLIC, SIGNED_IN, organization, workspace } from './policies';

export const DOMAINS = ['health', 'auth', 'users', 'organizations', 'workspaces', 'stages', 'cards', 'admin', 'notifications', 'checklists', 'preferences', 'bin', 'contents', 'comments', 'approvals', 'timers', 'chat'] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteEntry {
  method: HttpMethod;
  path: string;
  domain: Domain;
  policy: Policy;
  /** One line for the OpenAPI document. */
  summary: string;
}

const API = '/api/v1';
/** Board reads that need the workspace partition anyway authorize from it (./policies.ts, docs/decisions.md D18). */
const SKELETON = { skeleton: true };
/** The board's reads: the skeleton, and the ended-session cutoff from the caller's membership (decisions S26). */
const BOARD_READ = { skeleton: true, callerItem: false } as const;

export const ROUTES: readonly RouteEntry[] = [
  { method: 'GET', path: `${API}/health`, domain: 'health', policy: PUBLIC, summary: 'Liveness of the API and its data store' },

  // Auth (accounts spec §7 Auth)
  { method: 'POST', path: `${API}/auth`, domain: 'auth', policy: PUBLIC, summary: 'Sign in with e-mail and password' },
  { method: 'DELETE', path: `${API}/logout`, domain: 'auth', policy: SIGNED_IN, summary: 'Sign out everywhere' },
  { method: 'POST', path: `${API}/auth/request`, domain: 'auth', policy: SIGNED_IN, summary: 'Finish a third-party sign-in: the user record and personal organization' },
  { method: 'POST', path: `${API}/auth/refresh`, domain: 'auth', policy: PUBLIC, summary: 'New access token from a refresh token' },
  { method: 'POST', path: `${API}/users`, domain: 'auth', policy: PUBLIC, summary: 'Register an account' },
  { method: 'GET', path: `${API}/users/confirmation`, domain: 'auth', policy: PUBLIC, summary: 'Confirm an account with the e-mailed token' },
  { method: 'POST', path: `${API}/users/resend_confirmation`, domain: 'auth', policy: PUBLIC, summary: 'Re-send the confirmation e-mail' },
  { method: 'POST', path: `${API}/user/password/new`, domain: 'auth', policy: PUBLIC, summary: 'E-mail a password reset link' },
  { method: 'PUT', path: `${API}/user/password/update`, domain: 'auth', policy: PUBLIC, summary: 'Set a new password with the e-mailed token' },
  { method: 'POST', path: `${API}/users/request_unlock`, domain: 'auth', policy: PUBLIC, summary: 'Re-send the unlock e-mail' },
  { method: 'POST', path: `${API}/users/unlock_account`, domain: 'auth', policy: PUBLIC, summary: 'Unlock an account with the e-mailed token' },

  // User (accounts spec §7 User)
  { method: 'POST', path: `${API}/users/detail`, domain: 'users', policy: SIGNED_IN, summary: "The caller's profile" },
  { method: 'POST', path: `${API}/users/logo_upload`, domain: 'users', policy: SIGNED_IN, summary: 'Presigned POST for a new profile picture' },
  { method: 'PUT', path: `${API}/users/update_detail`, domain: 'users', policy: SIGNED_IN, summary: "Update the caller's profile" },
  { method: 'PUT', path: `${API}/users/update_password`, domain: 'users', policy: SIGNED_IN, summary: "Change the caller's password" },
  { method: 'PUT', path: `${API}/users/update_notification_ring`, domain: 'users', policy: SIGNED_IN, summary: 'Turn the notification ring on or off' },
  { method: 'DELETE', path: `${API}/users/destroy`, domain: 'users', policy: SIGNED_IN, summary: "Request deletion of the caller's account" },
  // Activity (accounts spec §7 Activity; §2 User activity page)
  { method: 'GET', path: `${API}/user_profiles/{id}/activities`, domain: 'users', policy: SIGNED_IN, summary: "A user's activities the caller may see, newest first" },

  // Organizations (accounts spec §7 Organizations)
  { method: 'GET', path: `${API}/organizations`, domain: 'organizations', policy: SIGNED_IN, summary: "The caller's organizations" },
  { method: 'POST', path: `${API}/organizations`, domain: 'organizations', policy: SIGNED_IN, summary: 'Create a business organization' },
  { method: 'GET', path: `${API}/organizations/workspaces`, domain: 'organizations', policy: organization('view'), summary: "An organization's workspaces visible to the caller" },
  { method: 'GET', path: `${API}/organizations/{id}/edit`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'An organization for its edit form' },
  { method: 'GET', path: `${API}/get_common_details`, domain: 'organizations', policy: SIGNED_IN, summary: 'The caller and their organizations' },
  { method: 'GET', path: `${API}/organizations/{id}/detail`, domain: 'organizations', policy: organization('view'), summary: 'One organization' },
  { method: 'PATCH', path: `${API}/organizations/{id}`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'Rename an organization' },
  { method: 'DELETE', path: `${API}/organizations/{id}`, domain: 'organizations', policy: organization('can_destroy_organization'), summary: 'Delete an organization with its workspaces' },
  { method: 'GET', path: `${API}/home`, domain: 'organizations', policy: organization('view'), summary: 'Dashboard counts' },

  { method: 'GET', path: `${API}/organizations/{id}/get_allowed_user_details`, domain: 'organizations', policy: organization('view'), summary: 'Seats of an organization' },
  { method: 'GET', path: `${API}/permissions`, domain: 'organizations', policy: SIGNED_IN, summary: 'Roles and the permission matrix' },

  // Admin (accounts spec §7 Admin): the organization's users, owners and admins only
  { method: 'GET', path: `${API}/multi_users`, domain: 'admin', policy: organization('can_manage_users'), summary: "The organization's users and invited people" },
  { method: 'POST', path: `${API}/multi_users`, domain: 'admin', policy: organization('can_manage_users'), summary: 'Add users (invites them to their workspaces)' },
  { method: 'GET', path: `${API}/multi_users/{id}`, domain: 'admin', policy: organization('can_manage_users'), summary: 'One user of the organization' },
  { method: 'PUT', path: `${API}/multi_users/{id}`, domain: 'admin', policy: organization('can_manage_users'), summary: "Change a user's organization role and workspace assignments" },
  { method: 'DELETE', path: `${API}/multi_users/{id}`, domain: 'admin', policy: organization('can_manage_users'), summary: "Remove a user's access to the organization" },
  { method: 'GET', path: `${API}/multi_users/{id}/get_summary`, domain: 'admin', policy: organization('view'), summary: 'User summary popover' },
  { method: 'GET', path: `${API}/get_workspace`, domain: 'admin', policy: organization('can_manage_users'), summary: "The organization's workspaces, for assignments" },

  // Template stages (accounts spec §7 Template stages): the organization's Board Stages, admin only
  { method: 'GET', path: `${API}/template_stages/new`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'Defaults of a new board stage' },
  { method: 'GET', path: `${API}/template_stages`, domain: 'organizations', policy: organization('can_update_organization'), summary: "The organization's board stages" },
  { method: 'POST', path: `${API}/template_stages`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'Create a board stage' },
  { method: 'GET', path: `${API}/template_stages/{id}`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'One board stage' },
  { method: 'PUT', path: `${API}/template_stages/{id}`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'Change a board stage' },
  { method: 'DELETE', path: `${API}/template_stages/{id}`, domain: 'organizations', policy: organization('can_update_organization'), summary: 'Delete a board stage' },

  // Workspaces (accounts spec §7 Workspaces)
  { method: 'GET', path: `${API}/workspaces`, domain: 'workspaces', policy: organization('view'), summary: "An organization's workspaces visible to the caller" },
  { method: 'GET', path: `${API}/workspaces/list`, domain: 'workspaces', policy: organization('view'), summary: 'Workspaces for the workspace switcher' },
  { method: 'GET', path: `${API}/workspace_initial`, domain: 'workspaces', policy: organization('can_create_workspace'), summary: 'What the new-workspace form starts with (organization_id)' },
  { method: 'POST', path: `${API}/workspaces`, domain: 'workspaces', policy: organization('can_create_workspace'), summary: 'Create a workspace' },
  { method: 'GET', path: `${API}/workspaces/{id}`, domain: 'workspaces', policy: workspace('view', BOARD_READ), summary: 'A workspace with its stages and first card pages' },
  { method: 'PUT', path: `${API}/workspaces/{id}`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Rename a workspace' },
  { method: 'DELETE', path: `${API}/workspaces/{id}`, domain: 'workspaces', policy: workspace('can_access_destroy_workspace'), summary: 'Delete a workspace' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/leave`, domain: 'workspaces', policy: workspace('can_access_leave_workspace'), summary: 'Leave a workspace' },
  { method: 'POST', path: `${API}/workspaces/{id}/logo_upload`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Presigned POST for a new workspace logo' },
  { method: 'PUT', path: `${API}/workspaces/{id}/logo`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Confirm an uploaded workspace logo' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/logo`, domain: 'workspaces', policy: workspace('can_access_update_workspace'), summary: 'Remove the workspace logo' },
  { method: 'PUT', path: `${API}/workspaces/{id}/sort`, domain: 'workspaces', policy: workspace('can_access_move_content_board'), summary: 'Move a card or a stage' },

  // Workspace users and invitations (accounts spec §7 Workspaces users, Invitations), in the workspaces Lambda
  { method: 'GET', path: `${API}/workspaces/{id}/collaborators`, domain: 'workspaces', policy: workspace('view'), summary: 'Workspace users, invited users and seats' },
  { method: 'GET', path: `${API}/workspaces/{id}/collaborator_workspace_data`, domain: 'workspaces', policy: workspace('view'), summary: 'The workspace and the roles the caller may grant (Users page)' },
  { method: 'POST', path: `${API}/workspaces/{id}/workspace_users`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Invite people to the workspace' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/workspace_users/{uid}`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Remove a user from the workspace' },
  { method: 'POST', path: `${API}/workspaces/{id}/update_workspace_user_role`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: "Change a user's workspace role" },
  { method: 'GET', path: `${API}/users/new/{token}`, domain: 'workspaces', policy: PUBLIC, summary: 'The invitation a link names, to pre-fill registration' },
  { method: 'PUT', path: `${API}/accept_invitation/{token}`, domain: 'workspaces', policy: SIGNED_IN, summary: 'Accept an invitation by its link' },
  { method: 'DELETE', path: `${API}/decline_invitation/{token}`, domain: 'workspaces', policy: PUBLIC, summary: 'Decline an invitation by its link' },
  { method: 'PUT', path: `${API}/workspaces/{id}/accept_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "Accept one of the caller's invitations in the app" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/decline_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "Decline one of the caller's invitations in the app" },
  { method: 'GET', path: `${API}/pending_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "The caller's pending invitations" },
  { method: 'GET', path: `${API}/accept_all_invitation`, domain: 'workspaces', policy: SIGNED_IN, summary: "Accept (or decline) all the caller's invitations" },
  { method: 'GET', path: `${API}/invited_users`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: "A workspace's pending invitations" },
  { method: 'DELETE', path: `${API}/invited_users/{id}`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Cancel an invitation' },
  { method: 'POST', path: `${API}/resent_notification`, domain: 'workspaces', policy: workspace('can_invite_collaborator'), summary: 'Re-send an invitation reminder' },

  // Stages (accounts spec §7 Stages)
  { method: 'GET', path: `${API}/workspaces/{id}/stages`, domain: 'stages', policy: workspace('view'), summary: "A workspace's stages" },
  { method: 'POST', path: `${API}/workspaces/{id}/stages`, domain: 'stages', policy: workspace('can_access_stage'), summary: 'Create a stage' },
  { method: 'GET', path: `${API}/workspaces/{id}/stages/new`, domain: 'stages', policy: workspace('can_access_stage'), summary: 'Defaults of a new stage' },
  { method: 'GET', path: `${API}/workspaces/{id}/stages/{sid}`, domain: 'stages', policy: workspace('view'), summary: 'One stage' },
  { method: 'PUT', path: `${API}/workspaces/{id}/stages/{sid}`, domain: 'stages', policy: workspace('can_access_stage'), summary: "Change a stage's name or flags" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/stages/{sid}`, domain: 'stages', policy: workspace('can_access_stage'), summary: 'Delete an empty stage' },
  { method: 'GET', path: `${API}/workspaces/{id}/stages/{sid}/list_data`, domain: 'stages', policy: workspace('view', BOARD_READ), summary: "A page of a stage's cards" },
  { method: 'GET', path: `${API}/workspaces/{id}/stages/{sid}/sort`, domain: 'stages', policy: workspace('can_access_sort_stage', BOARD_READ), summary: "A stage's cards by due date" },
  { method: 'GET', path: `${API}/stages/calendar_data`, domain: 'stages', policy: workspace('view', BOARD_READ), summary: "A workspace's cards due in a month (calendar), by workspace_id, date and search" },

  // Cards (cards spec §7 Cards)
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/new`, domain: 'cards', policy: workspace('can_crud_content_group'), summary: 'What the new-card form offers' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups`, domain: 'cards', policy: workspace('can_crud_content_group'), summary: 'Create a card' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/archived`, domain: 'cards', policy: workspace('view'), summary: "The workspace's archived cards" },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}`, domain: 'cards', policy: workspace('view'), summary: 'A card with its detail and the caller\'s card flags' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}`, domain: 'cards', policy: workspace('can_access_edit_title'), summary: 'Change a card: title, dates, description, reminder, completion' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/mark_as_incomplete`, domain: 'cards', policy: workspace('can_access_content'), summary: 'Clear the completed tag' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/update_stage`, domain: 'cards', policy: workspace('can_access_move_content_board'), summary: "Move a card to a stage's end" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/archive`, domain: 'cards', policy: workspace('can_access_content_group_archive'), summary: 'Archive or unarchive a card' },
  // Copy Card (cards spec §7 `content_group_duplicate_settings`, `POST /{cid}/clone`; decisions K30)
  { method: 'GET', path: `${API}/workspaces/{id}/content_group_duplicate_settings`, domain: 'cards', policy: workspace('can_access_clone_content_group'), summary: "The caller's copy settings and the stages they may copy into" },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_group_duplicate_settings`, domain: 'cards', policy: workspace('can_access_clone_content_group'), summary: "Save the caller's copy settings (card_duplicate)" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/clone`, domain: 'cards', policy: workspace('can_access_clone_content_group'), summary: 'Copy a card 1 to 5 times into a stage (content_group)' },

  // Labels (cards spec §7 Labels, `POST …/content_labels`) and participants (cards spec §7 Participants), in the cards Lambda
  { method: 'GET', path: `${API}/workspaces/{id}/labels`, domain: 'cards', policy: workspace('view'), summary: "A workspace's labels" },
  { method: 'POST', path: `${API}/workspaces/{id}/labels`, domain: 'cards', policy: workspace('can_access_edit_label'), summary: 'Create a label' },
  { method: 'PUT', path: `${API}/workspaces/{id}/labels/{label_id}`, domain: 'cards', policy: workspace('can_access_edit_label'), summary: 'Rename or recolour a label' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/labels/{label_id}`, domain: 'cards', policy: workspace('can_access_edit_label'), summary: 'Delete a label (it leaves every card)' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_labels/{cid}`, domain: 'cards', policy: workspace('view'), summary: "The workspace's labels, marked when the card carries them" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/content_labels`, domain: 'cards', policy: workspace('can_access_edit_label'), summary: 'Assign or unassign a label' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users`, domain: 'cards', policy: workspace('view'), summary: "A card's participants" },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users/new`, domain: 'cards', policy: workspace('can_assign_user'), summary: 'Members who may be added as participants' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users`, domain: 'cards', policy: workspace('can_assign_user'), summary: 'Add (or remove) participants' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/assigned_users/{uid}`, domain: 'cards', policy: workspace('can_assign_user'), summary: 'Remove a participant' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/update_assigned_user`, domain: 'cards', policy: workspace('can_assign_user'), summary: "Change a card's participants" },
  // Recycle bin (accounts spec §7 Recycle bin; cards spec §7 "Move-to-recycle-bin path: not shown"; decisions K27)
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}`, domain: 'bin', policy: workspace('can_crud_content_group'), summary: 'Move a card to the recycle bin' },
  { method: 'GET', path: `${API}/organizations/{id}/content_groups/deleted_index`, domain: 'bin', policy: organization('can_view_recycle_bin'), summary: "The organization's recycle bin, newest first (page)" },
  { method: 'PUT', path: `${API}/organizations/{id}/content_groups/restore`, domain: 'bin', policy: organization('can_view_recycle_bin'), summary: 'Put cards back in their original stage (ids or all)' },
  { method: 'DELETE', path: `${API}/organizations/{id}/content_groups/destroy_deleted`, domain: 'bin', policy: organization('can_view_recycle_bin'), summary: 'Delete cards permanently (ids or all)' },
  // Checklists (cards spec §7 Checklists; decisions K20): a card's lists and their items
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/lists`, domain: 'checklists', policy: workspace('view'), summary: "A card's lists with their items (hidden lists only with can_show)" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/lists`, domain: 'checklists', policy: workspace('can_create'), summary: 'Create a list at the end' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/sort`, domain: 'checklists', policy: workspace('can_update'), summary: "Put a card's lists in a new order (sorted_list_ids)" },
  { method: 'PATCH', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}`, domain: 'checklists', policy: workspace('can_update'), summary: 'Rename a list, or hide or show it to guests' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}`, domain: 'checklists', policy: workspace('can_destroy'), summary: 'Delete a list with its items' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items`, domain: 'checklists', policy: workspace('can_create'), summary: 'Add an item at the end of a list' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/sort`, domain: 'checklists', policy: workspace('can_update'), summary: "Put a list's items in a new order (sorted_list_item_ids)" },
  { method: 'PATCH', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}`, domain: 'checklists', policy: workspace('can_update'), summary: "Change an item's description or toggle it done" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}`, domain: 'checklists', policy: workspace('can_destroy'), summary: 'Delete an item' },
  // Contents (cards spec §7 Contents; issue 13; decisions U1–U8): a card's images and PDFs, their versions and downloads
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents`, domain: 'contents', policy: workspace('view'), summary: "A card's contents in order (hidden ones only with can_show)" },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/new`, domain: 'contents', policy: workspace('can_access_content_create'), summary: 'What may be uploaded now: file size limit, counts and storage left' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/new`, domain: 'contents', policy: workspace('can_access_content_create'), summary: 'A presigned POST for one file (content_type, size, filename)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/contents`, domain: 'contents', policy: workspace('can_access_content_create'), summary: 'Uploaded files become contents ({key, filename} or {contents: [...]}, at most 5)' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/sort_attachments`, domain: 'contents', policy: workspace('can_sort_attachments'), summary: "Put a card's contents in a new order (contents: [{id}])" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/destroy_multi`, domain: 'contents', policy: workspace('can_access_content_destroy'), summary: 'Delete contents with their versions (ids)' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/download`, domain: 'contents', policy: workspace('can_access_content_download'), summary: 'A zip of the chosen contents (ids), as a short-lived URL; 429 past the download limit' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}`, domain: 'contents', policy: workspace('view'), summary: 'One content' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}`, domain: 'contents', policy: workspace('can_access_content_update'), summary: "Replace a content's file (replace: true, key, filename); the old file becomes a version" },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}`, domain: 'contents', policy: workspace('can_access_content_destroy'), summary: 'Delete one content with its versions' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide`, domain: 'contents', policy: workspace('can_access_content_hide'), summary: 'Hide a content from guests' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide`, domain: 'contents', policy: workspace('can_access_content_hide'), summary: 'Show a hidden content to guests again' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions`, domain: 'contents', policy: workspace('can_access_content_versions'), summary: "A content's earlier files, newest first" },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}`, domain: 'contents', policy: workspace('can_access_content_versions'), summary: 'One earlier file of a content' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/authorized_users`, domain: 'contents', policy: workspace('view'), summary: "Who may see the card's contents" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/replace_image`, domain: 'contents', policy: workspace('view'), summary: 'Fresh preview URLs for the listed cards (content_groups)' },
  // Comments (cards spec §7 Comments; decisions R1–R9): two tabs, replies, attachments, drafts, unread markers.
  // The tab rules (Team needs can_access_show_team_comment / can_access_team_comment, Guest posting needs
  // can_access_guest_comment) are checked in the handler, per tab.
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/comments`, domain: 'comments', policy: workspace('view', SKELETON), summary: "A page of one tab's comments, newest first (chat_status, show_activities, page, per_page, last_id)" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/comments`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: 'Post a comment or a reply (comment: description, internal, parent_id, attachments_attributes, draft_comment_id)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/attachment_uploads`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: 'Presigned POST for one comment file (content_type, size, filename)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/create_draft`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: "The caller's draft of a tab, created when absent (active_tab)" },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/update_draft`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: "Save the text of the caller's draft (comment: internal, description)" },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/update_draft_attachments`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: "Add or remove the attachments of the caller's draft" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/mark_as_read`, domain: 'comments', policy: workspace('view', SKELETON), summary: "Mark a tab's comments read for the caller (comment_type)" },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/mentionable_users`, domain: 'comments', policy: workspace('view', SKELETON), summary: 'Members who may see the card (and the tab, chat_status): the mention picker' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}`, domain: 'comments', policy: workspace('view', SKELETON), summary: 'One comment (the highlighted-comment route)' },
  { method: 'PATCH', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: 'Edit a comment: the author, within 5 minutes' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: 'Delete a comment (soft): the author, within 5 minutes' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/clear_draft`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: "Clear the caller's draft ({comment_id} is the draft's id; internal)" },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/attachments/{attachment_id}`, domain: 'comments', policy: workspace('view', SKELETON), summary: 'One attachment of a comment, with a fresh signed URL' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/attachments/{attachment_id}`, domain: 'comments', policy: workspace('can_access_comment', SKELETON), summary: 'Remove an attachment from a comment (author, within 5 minutes)' },
  // Approval (cards spec §7 Approval; §4 Approval flow; decisions R10–R13): {sid} is the stage's id
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages`, domain: 'approvals', policy: workspace('can_access_submit_approval', SKELETON), summary: 'Submit the card for approval in its stage (stage_id; comment)' },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}`, domain: 'approvals', policy: workspace('can_access_accept_revision', SKELETON), summary: 'Approve the pending submission (comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/void_submit`, domain: 'approvals', policy: workspace('can_access_submit_approval', SKELETON), summary: 'Void the pending submission (comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/request_revision`, domain: 'approvals', policy: workspace('can_access_reject_revision', SKELETON), summary: 'Request a revision (the Reject button; comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/accept_revision`, domain: 'approvals', policy: workspace('can_access_accept_request_revision', SKELETON), summary: 'Accept the revision request: the team reworks and submits again (comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/reject_revision`, domain: 'approvals', policy: workspace('can_access_accept_request_revision', SKELETON), summary: 'Reject the revision request: the submission is pending again (comment)' },
  // Time tracking (cards spec §4 Time tracking; the spec shows no calls: decisions R14)
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/timestamps/start`, domain: 'timers', policy: workspace('can_access_content'), summary: "Start the caller's timer on the card (one running timer per user)" },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/timestamps/stop`, domain: 'timers', policy: workspace('can_access_content'), summary: "Stop the caller's timer on the card" },
  { method: 'GET', path: `${API}/timestamps/current`, domain: 'timers', policy: SIGNED_IN, summary: "The caller's running timer, or null" },
  // What a user keeps for themselves (decisions K23–K26): minimized cards (cards spec §7 Other; accounts spec §7), the
  // workspace search's history and recommendations (cards spec §7 Cards `search`, Other), popup snoozes (cards spec §7 Other)
  { method: 'GET', path: `${API}/minimized_content_groups`, domain: 'preferences', policy: SIGNED_IN, summary: "The caller's minimized cards (dock)" },
  { method: 'POST', path: `${API}/minimized_content_groups`, domain: 'preferences', policy: workspace('view'), summary: 'Minimize a card (workspace_id, content_group_id)' },
  { method: 'DELETE', path: `${API}/minimized_content_groups/{id}`, domain: 'preferences', policy: SIGNED_IN, summary: 'Restore or close a minimized card (its card id)' },
  { method: 'GET', path: `${API}/workspaces/{id}/search_histories`, domain: 'preferences', policy: workspace('view'), summary: "The caller's searches in a workspace, newest first" },
  { method: 'POST', path: `${API}/workspaces/{id}/search_histories`, domain: 'preferences', policy: workspace('view'), summary: 'Remember a search (an empty text is not kept)' },
  { method: 'DELETE', path: `${API}/workspaces/{id}/search_histories/{history_id}`, domain: 'preferences', policy: workspace('view'), summary: 'Forget a search' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/search`, domain: 'preferences', policy: workspace('view'), summary: 'Card titles matching name (search recommendations)' },
  { method: 'GET', path: `${API}/popup_dismisses/{popup_id}`, domain: 'preferences', policy: SIGNED_IN, summary: 'Until when a confirmation popup is snoozed' },
  { method: 'PUT', path: `${API}/popup_dismisses/{popup_id}`, domain: 'preferences', policy: SIGNED_IN, summary: "Snooze a confirmation popup ('Don't show this again for 5 minutes')" },
  // Notifications (accounts spec §7 Notifications): the caller's own, so signed-in only (keys start with the caller's id)
  { method: 'GET', path: `${API}/notifications`, domain: 'notifications', policy: SIGNED_IN, summary: "The caller's notifications, newest first (last_id, unread)" },
  { method: 'GET', path: `${API}/notifications/unread_count`, domain: 'notifications', policy: SIGNED_IN, summary: "The caller's unread notification total (bell badge)" },
  { method: 'PUT', path: `${API}/notifications/read_all`, domain: 'notifications', policy: SIGNED_IN, summary: "Mark all the caller's notifications read" },
  { method: 'PUT', path: `${API}/notifications/{id}/read`, domain: 'notifications', policy: SIGNED_IN, summary: 'Mark a notification read' },
  { method: 'PUT', path: `${API}/notifications/{id}/unread`, domain: 'notifications', policy: SIGNED_IN, summary: 'Mark a notification unread' },
  { method: 'GET', path: `${API}/notification_filter_settings/{id}`, domain: 'notifications', policy: SIGNED_IN, summary: "The caller's notification filter settings (id = the caller's user id)" },
  { method: 'PUT', path: `${API}/notification_filter_settings/{id}`, domain: 'notifications', policy: SIGNED_IN, summary: "Save the caller's notification filter settings" },

  // Chat (accounts spec §7 Chat; decisions V14–V29): a conversation's id is its workspace's id.
  { method: 'POST', path: `${API}/messages`, domain: 'chat', policy: workspace('can_access_live_chat'), summary: "Create or fetch the workspace's conversation (workspace_id)" },
  { method: 'GET', path: `${API}/get_messages/{id}`, domain: 'chat', policy: workspace('can_access_live_chat', SKELETON), summary: 'A page of messages, newest first (last_id, per_page), with the read marks' },
  { method: 'POST', path: `${API}/new_message/{id}/workspaces/{workspace_id}`, domain: 'chat', policy: workspace('can_access_live_chat', SKELETON), summary: 'Send a message (content, message_type text|file, file {key, filename})' },
  { method: 'POST', path: `${API}/new_message/{id}/workspaces/{workspace_id}/uploads`, domain: 'chat', policy: workspace('can_access_live_chat'), summary: 'Presigned POST for one chat file (content_type, size, filename)' },
  { method: 'POST', path: `${API}/message_read/{id}`, domain: 'chat', policy: workspace('can_access_live_chat'), summary: "Mark the conversation read up to a message (message_id; default the newest)" },
  { method: 'GET', path: `${API}/message_count/{id}`, domain: 'chat', policy: workspace('can_access_live_chat'), summary: "The caller's unread message count" },
];

/** The routes one domain Lambda serves. */
export function routesOf(domain: Domain): RouteEntry[] {
  return ROUTES.filter((r) => r.domain === domain);
}
