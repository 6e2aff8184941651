/**
 * The `timers` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { SIGNED_IN, workspace } from '../policies';

export const TIMERS_ROUTES: readonly RouteEntry[] = [
  // Time tracking (cards spec §4 Time tracking; the spec shows no calls: decisions R14)
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/timestamps/start`,
    domain: 'timers',
    policy: workspace('can_access_content'),
    status: 201,
    idempotent: true,
    summary: "Start the caller's timer on the card (one running timer per user)",
  },
  {
    method: 'POST',
    path: `${API}/workspaces/{id}/content_groups/{cid}/timestamps/stop`,
    domain: 'timers',
    policy: workspace('can_access_content'),
    summary: "Stop the caller's timer on the card",
  },
  {
    method: 'GET',
    path: `${API}/timestamps/current`,
    domain: 'timers',
    policy: SIGNED_IN,
    summary: "The caller's running timer, or null",
  },
];
