/**
 * The `organizations` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { SIGNED_IN, organization } from '../policies';

export const ORGANIZATIONS_ROUTES: readonly RouteEntry[] = [
  // Organizations (accounts spec §7 Organizations)
  {
    method: 'GET',
    path: `${API}/organizations`,
    domain: 'organizations',
    policy: SIGNED_IN,
    summary: "The caller's organizations",
  },
  {
    method: 'POST',
    path: `${API}/organizations`,
    domain: 'organizations',
    policy: SIGNED_IN,
    status: 201,
    idempotent: true,
    summary: 'Create a business organization',
  },
  {
    method: 'GET',
    path: `${API}/organizations/workspaces`,
    domain: 'organizations',
    policy: organization('view'),
    summary: "An organization's workspaces visible to the caller",
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/edit`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: 'An organization for its edit form',
  },
  {
    method: 'GET',
    path: `${API}/get_common_details`,
    domain: 'organizations',
    policy: SIGNED_IN,
    summary: 'The caller and their organizations',
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/detail`,
    domain: 'organizations',
    policy: organization('view'),
    summary: 'One organization',
  },
  {
    method: 'PATCH',
    path: `${API}/organizations/{id}`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: 'Rename an organization',
  },
  {
    method: 'DELETE',
    path: `${API}/organizations/{id}`,
    domain: 'organizations',
    policy: organization('can_destroy_organization'),
    summary: 'Delete an organization with its workspaces',
  },
  {
    method: 'GET',
    path: `${API}/home`,
    domain: 'organizations',
    policy: organization('view'),
    summary: 'Dashboard counts',
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/get_allowed_user_details`,
    domain: 'organizations',
    policy: organization('view'),
    summary: 'Seats of an organization',
  },
  {
    method: 'GET',
    path: `${API}/permissions`,
    domain: 'organizations',
    policy: SIGNED_IN,
    summary: 'Roles and the permission matrix',
  },
  // Template stages (accounts spec §7 Template stages): the organization's Board Stages, admin only
  {
    method: 'GET',
    path: `${API}/template_stages/new`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: 'Defaults of a new board stage',
  },
  {
    method: 'GET',
    path: `${API}/template_stages`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: "The organization's board stages",
  },
  {
    method: 'POST',
    path: `${API}/template_stages`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    status: 201,
    idempotent: true,
    summary: 'Create a board stage',
  },
  {
    method: 'GET',
    path: `${API}/template_stages/{id}`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: 'One board stage',
  },
  {
    method: 'PUT',
    path: `${API}/template_stages/{id}`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: 'Change a board stage',
  },
  {
    method: 'DELETE',
    path: `${API}/template_stages/{id}`,
    domain: 'organizations',
    policy: organization('can_update_organization'),
    summary: 'Delete a board stage',
  },
  // Reports (issue 28; beyond the spec): membership here, each workspace's report rights in the service (decisions G2)
  {
    method: 'GET',
    path: `${API}/organizations/{id}/reports/access`,
    domain: 'organizations',
    policy: organization('view'),
    beyondSpec: true,
    summary: 'Which reports the caller may open (the header links)',
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/reports/time`,
    domain: 'organizations',
    policy: organization('view'),
    beyondSpec: true,
    summary:
      "Time report: hours by workspace, card and user in a range of the viewer's days (from, to, tz, workspace_id, user_id, label_id)",
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/reports/approvals`,
    domain: 'organizations',
    policy: organization('view'),
    beyondSpec: true,
    summary:
      'Approval analytics: submissions, decisions, turnaround, revision rounds, approvers, on-time delivery, cards waiting (from, to, tz, workspace_id)',
  },
  // Organization export and import (issue 40; beyond the spec; decisions EX1–EX12): jobs run by the transfer worker
  {
    method: 'POST',
    path: `${API}/organizations/{id}/exports`,
    domain: 'organizations',
    policy: organization('can_destroy_organization'),
    status: 202,
    beyondSpec: true,
    summary: 'Start an export of the organization (Owner only)',
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/exports/{export_id}`,
    domain: 'organizations',
    policy: organization('can_destroy_organization'),
    beyondSpec: true,
    summary: "An export's status, progress and, once done, a signed URL of its zip (Owner only)",
  },
  {
    method: 'POST',
    path: `${API}/organizations/imports/upload`,
    domain: 'organizations',
    policy: SIGNED_IN,
    beyondSpec: true,
    summary: 'A presigned POST for an export zip to import (at most 2 GB)',
  },
  {
    method: 'POST',
    path: `${API}/organizations/imports`,
    domain: 'organizations',
    policy: SIGNED_IN,
    status: 202,
    beyondSpec: true,
    summary: 'Import an uploaded export zip as a new organization owned by the caller',
  },
  {
    method: 'GET',
    path: `${API}/organization_imports/{import_id}`,
    domain: 'organizations',
    policy: SIGNED_IN,
    beyondSpec: true,
    summary: "An import's status, progress, error and, once done, the new organization",
  },
];
