/**
 * The `comments` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, SKELETON, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const COMMENTS_ROUTES: readonly RouteEntry[] = [
  // Comments (cards spec §7 Comments; decisions R1–R9): two tabs, replies, attachments, drafts, unread markers.
  // The tab rules (Team needs can_access_show_team_comment / can_access_team_comment, Guest posting needs
  // can_access_guest_comment) are checked in the handler, per tab.
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments`,
    domain: 'comments',
    policy: workspace('view', SKELETON),
    summary: "A page of one tab's comments, newest first (chat_status, show_activities, page, per_page, last_id)",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    status: 201,
    idempotent: true,
    summary:
      'Post a comment or a reply (comment: description, internal, parent_id, attachments_attributes, draft_comment_id)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/attachment_uploads`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    status: 201,
    summary: 'Presigned POST for one comment file (content_type, size, filename)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/create_draft`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    status: 201,
    idempotent: true,
    summary: "The caller's draft of a tab, created when absent (active_tab)",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/update_draft`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    summary: "Save the text of the caller's draft (comment: internal, description)",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/update_draft_attachments`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    summary: "Add or remove the attachments of the caller's draft",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/mark_as_read`,
    domain: 'comments',
    policy: workspace('view', SKELETON),
    summary: "Mark a tab's comments read for the caller (comment_type)",
    binnedCard: 'allow',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/mentionable_users`,
    domain: 'comments',
    policy: workspace('view', SKELETON),
    summary: 'Members who may see the card (and the tab, chat_status): the mention picker',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}`,
    domain: 'comments',
    policy: workspace('view', SKELETON),
    summary: 'One comment (the highlighted-comment route)',
  },
  {
    method: 'PATCH',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    summary: 'Edit a comment: the author, within 5 minutes',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    summary: 'Delete a comment (soft): the author, within 5 minutes',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/clear_draft`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    summary: "Clear the caller's draft ({comment_id} is the draft's id; internal)",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/attachments/{attachment_id}`,
    domain: 'comments',
    policy: workspace('view', SKELETON),
    summary: 'One attachment of a comment, with a fresh signed URL',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/attachments/{attachment_id}`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    summary: 'Remove an attachment from a comment (author, within 5 minutes)',
  },
  // Annotations (issue 26; BRIEF §8; decisions R40–R47): comments with an anchor on a content version
  // (posted with `comment.anchor` above). Beyond the spec. The tab rules are the comments' (checked in the
  // handler); resolving also needs to be the author or a team member who may post in the tab.
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/resolve`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    beyondSpec: true,
    summary:
      'Resolve an annotation (author, or a team member who may post in its tab); idempotent: the annotation as it stands',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/comments/{comment_id}/reopen`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    beyondSpec: true,
    summary: 'Reopen a resolved annotation (same rights as resolve); idempotent',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations`,
    domain: 'comments',
    policy: workspace('view', SKELETON),
    beyondSpec: true,
    summary:
      "A content version's annotations the caller may see, by number (status=open|resolved|all, mine=true|false)",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/contents/{content_id}/versions/{version_id}/annotations/carry_over`,
    domain: 'comments',
    policy: workspace('can_access_comment', SKELETON),
    beyondSpec: true,
    status: 201,
    idempotent: true,
    summary:
      'Carry open annotations of earlier versions onto this version (comment_ids; default: every open one of the previous version the caller may post in)',
  },
];
