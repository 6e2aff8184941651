/**
 * The `checklists` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const CHECKLISTS_ROUTES: readonly RouteEntry[] = [
  // Checklists (cards spec §7 Checklists; decisions K20): a card's lists and their items
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists`,
    domain: 'checklists',
    policy: workspace('view'),
    summary: "A card's lists with their items (hidden lists only with can_show)",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists`,
    domain: 'checklists',
    policy: workspace('can_create'),
    status: 201,
    idempotent: true,
    summary: 'Create a list at the end',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/sort`,
    domain: 'checklists',
    policy: workspace('can_update'),
    summary: "Put a card's lists in a new order (sorted_list_ids)",
  },
  {
    method: 'PATCH',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}`,
    domain: 'checklists',
    policy: workspace('can_update'),
    summary: 'Rename a list, or hide or show it to guests',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}`,
    domain: 'checklists',
    policy: workspace('can_destroy'),
    summary: 'Delete a list with its items',
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items`,
    domain: 'checklists',
    policy: workspace('can_create'),
    status: 201,
    idempotent: true,
    summary: 'Add an item at the end of a list',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/sort`,
    domain: 'checklists',
    policy: workspace('can_update'),
    summary: "Put a list's items in a new order (sorted_list_item_ids)",
  },
  {
    method: 'PATCH',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}`,
    domain: 'checklists',
    policy: workspace('can_update'),
    summary: "Change an item's description or toggle it done",
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items/{item_id}`,
    domain: 'checklists',
    policy: workspace('can_destroy'),
    summary: 'Delete an item',
  },
];
