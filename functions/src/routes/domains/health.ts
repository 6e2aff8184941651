/**
 * The `health` domain's part of the route table (./route-table.ts holds them all): what its Lambda serves.
 * Its own module so that Lambda bundles only its own routes (issue 11 Lambda size; decisions I18).
 */
import { API, type RouteEntry } from '../route-entry';
import { PUBLIC } from '../policies';

export const HEALTH_ROUTES: readonly RouteEntry[] = [
  {
    method: 'GET',
    path: `${API}/health`,
    domain: 'health',
    policy: PUBLIC,
    summary: 'Liveness of the API and its data store',
  },
];
