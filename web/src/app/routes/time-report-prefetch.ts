/**
 * What the time report page needs first, started before the page renders (issue 28 "renders within 1 s";
 * decisions G24, G25, TS1): the opening report (this month in the viewer's zone, no filter) and the chart's
 * and the virtual table's code. Loaded by the route's loader (./time-report-loader.ts) as a chunk of its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchOpeningTimeReport } from '../../features/reports/api/get-time-report';
import { viewerTimeZone } from '../../features/reports/utils/ranges';

/**
 * Asks for the opening report of `organizationId` in `client` (a refusal is not toasted: the page's gate
 * says it) and starts the chart's and the virtual rows' modules. Resolves once their loads have started;
 * rejects when the page's own modules fail to load (the loader ignores that: the route loads them again).
 */
export async function prefetchTimeReportPage(client: QueryClient, organizationId: string): Promise<void> {
  prefetchOpeningTimeReport(client, organizationId, viewerTimeZone());
  const [{ preloadTimeChart }, { preloadVirtualTimeRows }] = await Promise.all([
    import('../../features/reports/components/time-report'),
    import('../../features/reports/components/time-table'),
  ]);
  preloadTimeChart();
  preloadVirtualTimeRows();
}
