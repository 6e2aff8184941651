/**
 * The `preferences` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { SIGNED_IN, workspace } from '../policies';

export const PREFERENCES_ROUTES: readonly RouteEntry[] = [
  // What a user keeps for themselves (decisions K23–K26): minimized cards (cards spec §7 Other; accounts spec §7), the
  // workspace search's history and recommendations (cards spec §7 Cards `search`, Other), popup snoozes (cards spec §7 Other)
  {
    method: 'GET',
    path: `${API}/minimized_content_groups`,
    domain: 'preferences',
    policy: SIGNED_IN,
    summary: "The caller's minimized cards (dock)",
  },
  {
    method: 'POST',
    path: `${API}/minimized_content_groups`,
    domain: 'preferences',
    policy: workspace('view'),
    status: 201,
    idempotent: true,
    summary: 'Minimize a card (workspace_id, content_group_id)',
  },
  {
    method: 'DELETE',
    path: `${API}/minimized_content_groups/{id}`,
    domain: 'preferences',
    policy: SIGNED_IN,
    summary: 'Restore or close a minimized card (its card id)',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/search_histories`,
    domain: 'preferences',
    policy: workspace('view'),
    summary: "The caller's searches in a workspace, newest first",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/search_histories`,
    domain: 'preferences',
    policy: workspace('view'),
    status: 201,
    idempotent: true,
    summary: 'Remember a search (an empty text is not kept)',
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/search_histories/{history_id}`,
    domain: 'preferences',
    policy: workspace('view'),
    summary: 'Forget a search',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/content_groups/search`,
    domain: 'preferences',
    policy: workspace('view'),
    summary: 'Card titles matching name (search recommendations)',
  },
  {
    method: 'GET',
    path: `${API}/popup_dismisses/{popup_id}`,
    domain: 'preferences',
    policy: SIGNED_IN,
    summary: 'Until when a confirmation popup is snoozed',
  },
  {
    method: 'PUT',
    path: `${API}/popup_dismisses/{popup_id}`,
    domain: 'preferences',
    policy: SIGNED_IN,
    summary: "Snooze a confirmation popup ('Don't show this again for 5 minutes')",
  },
];
