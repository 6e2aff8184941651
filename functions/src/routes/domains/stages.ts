/**
 * The `stages` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, BOARD_READ, type RouteEntry } from '../route-entry';
import { workspace } from '../policies';

export const STAGES_ROUTES: readonly RouteEntry[] = [
  // Stages (accounts spec §7 Stages)
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/stages`,
    domain: 'stages',
    policy: workspace('view'),
    summary: "A workspace's stages",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/stages`,
    domain: 'stages',
    policy: workspace('can_access_stage'),
    status: 201,
    idempotent: true,
    summary: 'Create a stage',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/stages/new`,
    domain: 'stages',
    policy: workspace('can_access_stage'),
    summary: 'Defaults of a new stage',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/stages/{sid}`,
    domain: 'stages',
    policy: workspace('view'),
    summary: 'One stage',
  },
  {
    method: 'PUT',
    path: `${API}/workspaces/{id}/stages/{sid}`,
    domain: 'stages',
    policy: workspace('can_access_stage'),
    summary: "Change a stage's name or flags",
  },
  {
    method: 'DELETE',
    path: `${API}/workspaces/{id}/stages/{sid}`,
    domain: 'stages',
    policy: workspace('can_access_stage'),
    summary: 'Delete an empty stage',
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/stages/{sid}/list_data`,
    domain: 'stages',
    policy: workspace('view', BOARD_READ),
    summary: "A page of a stage's cards",
  },
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/stages/{sid}/sort`,
    domain: 'stages',
    policy: workspace('can_access_sort_stage', BOARD_READ),
    summary: "A stage's cards by due date",
  },
  // Every card at once (issue 27; beyond the spec; decisions D30): one Query chain per stage, in parallel
  {
    method: 'GET',
    path: `${API}/workspaces/{id}/cards`,
    domain: 'stages',
    policy: workspace('view', BOARD_READ),
    beyondSpec: true,
    summary:
      "Every card of the workspace's visible stages, or of one (stage_id), in board order; optional title search",
  },
  {
    method: 'GET',
    path: `${API}/stages/calendar_data`,
    domain: 'stages',
    policy: workspace('view', BOARD_READ),
    summary: "A workspace's cards due in a month (calendar), by workspace_id, date and search",
  },
];
