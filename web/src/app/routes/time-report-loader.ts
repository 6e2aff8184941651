/**
 * The time report route's loader (issue 28 "renders within 1 s"; decisions TS1): as soon as React Router
 * matches `/organizations/:organization_id/reports/time` (on a page load, before React has rendered
 * anything; on a navigation, beside the route's lazy code), it asks for the report the page opens with,
 * in the app's one query client, and starts loading the chart's code. The page's `useQuery` finds the
 * request in flight under the same key (`getTimeReportQueryOptions`). Before, the route asked in an effect,
 * which ran only once the header's widgets and the `reports` messages had come.
 *
 * The loader returns at once (`null`): the page never waits for it, it shows its own loader. Without a
 * stored session it asks nothing (the guard sends the visitor to sign in). Its code is a chunk of its own,
 * loaded here, so the app's entry does not grow (BRIEF §6).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { appQueryClient } from '../../lib/query-client';
import { getStoredUser } from '../../lib/session';

/** Starts the opening report's request and the chart's code for the route's organization; returns `null`. */
export function timeReportLoader({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  const organizationId = params.organization_id;
  if (!organizationId || !getStoredUser()) return null;
  void import('./time-report-prefetch')
    .then((module) => module.prefetchTimeReportPage(appQueryClient(), organizationId))
    // A chunk that fails to load is asked for again by the page's own query and lazy route.
    .catch(() => undefined);
  return null;
}
