/**
 * The `bin` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { organization, workspace } from '../policies';

export const BIN_ROUTES: readonly RouteEntry[] = [
  // Recycle bin (accounts spec §7 Recycle bin; cards spec §7 "Move-to-recycle-bin path: not shown"; decisions K27)
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}`,
    domain: 'bin',
    policy: workspace('can_crud_content_group'),
    summary: 'Move a card to the recycle bin',
  },
  {
    method: 'GET',
    path: `${API}/organizations/{id}/content_groups/deleted_index`,
    domain: 'bin',
    policy: organization('can_view_recycle_bin'),
    summary: "The organization's recycle bin, newest first (page)",
  },
  {
    method: 'PUT',
    path: `${API}/organizations/{id}/content_groups/restore`,
    domain: 'bin',
    policy: organization('can_view_recycle_bin'),
    summary: 'Put cards back in their original stage (ids or all)',
  },
  {
    method: 'POST',
    path: `${API}/organizations/{id}/content_groups/replace_image`,
    domain: 'bin',
    policy: organization('can_view_recycle_bin'),
    summary: 'Fresh preview URLs for binned cards (content_groups)',
  },
  {
    method: 'DELETE',
    path: `${API}/organizations/{id}/content_groups/destroy_deleted`,
    domain: 'bin',
    policy: organization('can_view_recycle_bin'),
    summary: 'Delete cards permanently (ids or all)',
  },
];
