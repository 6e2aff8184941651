/**
 * The `approvals` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, SKELETON, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const APPROVALS_ROUTES: readonly RouteEntry[] = [
  // Approval (cards spec §7 Approval; §4 Approval flow; decisions R10–R13): {sid} is the stage's id
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages`, domain: 'approvals', policy: workspace('can_access_submit_approval', SKELETON), status: 201, summary: 'Submit the card for approval in its stage (stage_id; comment; reviewer_ids, beyond the spec: the Approvers to ask, all by default)' },
  { method: 'GET', path: `${API}/workspaces/{id}/content_groups/{cid}/approval_reviewers`, domain: 'approvals', policy: workspace('can_access_submit_approval', SKELETON), beyondSpec: true, summary: "The workspace's Approvers a submission can ask (issue 37)" },
  { method: 'PUT', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}`, domain: 'approvals', policy: workspace('can_access_accept_revision', SKELETON), summary: 'Approve the pending submission (comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/void_submit`, domain: 'approvals', policy: workspace('can_access_submit_approval', SKELETON), summary: 'Void the pending submission (comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/request_revision`, domain: 'approvals', policy: workspace('can_access_reject_revision', SKELETON), summary: 'Request a revision (the Reject button; comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/accept_revision`, domain: 'approvals', policy: workspace('can_access_accept_request_revision', SKELETON), summary: 'Accept the revision request: the team reworks and submits again (comment)' },
  { method: 'POST', path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/reject_revision`, domain: 'approvals', policy: workspace('can_access_accept_request_revision', SKELETON), summary: 'Reject the revision request: the submission is pending again (comment)' },
];
