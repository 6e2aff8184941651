/**
 * The `approvals` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, SKELETON, type RouteEntry } from '../route-entry';
import { PUBLIC, REVIEWER, workspace } from '../policies';

const REVIEWERS = `${API}/workspaces/{id}/content_groups/{cid}/reviewers`;

export const APPROVALS_ROUTES: readonly RouteEntry[] = [
  // Approval (cards spec §7 Approval; §4 Approval flow; decisions R10–R13): {sid} is the stage's id
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages`,
    domain: 'approvals',
    policy: workspace('can_access_submit_approval', SKELETON),
    status: 201,
    idempotent: true,
    summary:
      'Submit the card for approval in its stage (stage_id; comment; reviewer_ids, beyond the spec: the Approvers to ask, all by default)',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approval_reviewers`,
    domain: 'approvals',
    policy: workspace('can_access_submit_approval', SKELETON),
    beyondSpec: true,
    summary: "The workspace's Approvers a submission can ask (issue 37)",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approval_round`,
    domain: 'approvals',
    policy: workspace('view', SKELETON),
    beyondSpec: true,
    summary:
      "The card's approval round: its number, the stage's decision rule, each reviewer's decision and the earlier rounds (issues 37, 38)",
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}`,
    domain: 'approvals',
    policy: workspace('can_access_accept_revision', SKELETON),
    summary: 'Approve the pending submission (comment)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/void_submit`,
    domain: 'approvals',
    policy: workspace('can_access_submit_approval', SKELETON),
    summary: 'Void the pending submission (comment)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/request_revision`,
    domain: 'approvals',
    policy: workspace('can_access_reject_revision', SKELETON),
    summary: 'Request a revision (the Reject button; comment)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/accept_revision`,
    domain: 'approvals',
    policy: workspace('can_access_accept_request_revision', SKELETON),
    summary: 'Accept the revision request: the team reworks and submits again (comment)',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/approved_content_group_stages/{sid}/reject_revision`,
    domain: 'approvals',
    policy: workspace('can_access_accept_request_revision', SKELETON),
    summary: 'Reject the revision request: the submission is pending again (comment)',
  },
  // Review by link, no password (issue 37; BRIEF §8 review links; decisions RL1–RL8): the team's side…
  {
    method: 'POST',
    path: REVIEWERS,
    domain: 'approvals',
    policy: workspace('can_access_submit_approval', SKELETON),
    status: 201,
    idempotent: true,
    beyondSpec: true,
    summary:
      'Invite a reviewer to the card by name and e-mail: the e-mail carries a link that needs no password (issue 37)',
  },
  {
    method: 'GET',
    path: REVIEWERS,
    domain: 'approvals',
    policy: workspace('can_access_submit_approval', SKELETON),
    beyondSpec: true,
    summary: "The card's reviewers by link, with their status and last visit (issue 37)",
  },
  {
    method: 'DELETE',
    path: `${REVIEWERS}/{reviewer_id}`,
    domain: 'approvals',
    policy: workspace('can_access_submit_approval', SKELETON),
    status: 204,
    beyondSpec: true,
    summary: "Revoke a reviewer's link: it and their sessions answer 401 at once (issue 37)",
  },
  // …and the reviewer's: a link opens a session; the session's routes name no id, they act on its one card.
  {
    method: 'POST',
    path: `${API}/review/sessions`,
    domain: 'approvals',
    policy: PUBLIC,
    status: 201,
    beyondSpec: true,
    summary:
      'Open a review link: trade its token for a 12-hour reviewer session, or, when the link requires a code on a new device, have a 6-digit code e-mailed and give it (device_id, code, new_code; rate-limited; issue 37)',
  },
  {
    method: 'GET',
    path: `${API}/review/card`,
    domain: 'approvals',
    policy: REVIEWER,
    beyondSpec: true,
    summary: "The reviewer's card: name, due date, client-visible contents, approval state (issue 37)",
  },
  {
    method: 'GET',
    path: `${API}/review/comments`,
    domain: 'approvals',
    policy: REVIEWER,
    beyondSpec: true,
    summary: "The card's Guest comments, as its reviewer sees them (issue 37)",
  },
  {
    method: 'POST',
    path: `${API}/review/comments`,
    domain: 'approvals',
    policy: REVIEWER,
    status: 201,
    idempotent: true,
    beyondSpec: true,
    summary: "Comment or reply in the Guest tab under the reviewer's name, marked Reviewer (issue 37)",
  },
  {
    method: 'PUT',
    path: `${API}/review/language`,
    domain: 'approvals',
    policy: REVIEWER,
    beyondSpec: true,
    summary:
      'Keep the language the reviewer chose on the review page: the page, its codes and the e-mails about this card use it from then on (issue 41)',
  },
  {
    method: 'POST',
    path: `${API}/review/decision`,
    domain: 'approvals',
    policy: REVIEWER,
    beyondSpec: true,
    summary: 'Approve, or request changes on, the pending submission, as an Approver does (issue 37)',
  },
];
