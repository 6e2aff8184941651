/**
 * The `admin` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { organization } from '../policies';

export const ADMIN_ROUTES: readonly RouteEntry[] = [
  // Admin (accounts spec §7 Admin): the organization's users, owners and admins only
  {
    method: 'GET',
    path: `${API}/multi_users`,
    domain: 'admin',
    policy: organization('can_manage_users'),
    summary: "The organization's users and invited people",
  },
  {
    method: 'POST',
    path: `${API}/multi_users`,
    domain: 'admin',
    policy: organization('can_manage_users'),
    status: 201,
    idempotent: true,
    summary: 'Add users (invites them to their workspaces)',
  },
  {
    method: 'GET',
    path: `${API}/multi_users/{id}`,
    domain: 'admin',
    policy: organization('can_manage_users'),
    summary: 'One user of the organization',
  },
  {
    method: 'PUT',
    path: `${API}/multi_users/{id}`,
    domain: 'admin',
    policy: organization('can_manage_users'),
    summary: "Change a user's organization role and workspace assignments",
  },
  {
    method: 'DELETE',
    path: `${API}/multi_users/{id}`,
    domain: 'admin',
    policy: organization('can_manage_users'),
    summary: "Remove a user's access to the organization",
  },
  {
    method: 'GET',
    path: `${API}/multi_users/{id}/get_summary`,
    domain: 'admin',
    policy: organization('view'),
    summary: 'User summary popover',
  },
  {
    method: 'GET',
    path: `${API}/get_workspace`,
    domain: 'admin',
    policy: organization('can_manage_users'),
    summary: "The organization's workspaces, for assignments",
  },
];
