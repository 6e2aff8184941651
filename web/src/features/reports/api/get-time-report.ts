/**
 * `GET /api/v1/organizations/{id}/reports/time?from&to&tz&workspace_id&user_id&label_id` (issue 28 "Time
 * reports"; beyond the spec): hours by workspace, card and user in a range of the viewer's days.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TimeReport } from '../../../../../shared/schemas/reports';
import { apiClient, unwrap } from '../../../lib/api-client';
import { presetRange } from '../utils/ranges';

/** The report's filters: days `yyyy-mm-dd` (to inclusive), the viewer's zone, optional ids. */
export interface TimeReportFilters {
  from: string;
  to: string;
  tz: string;
  workspace_id?: string;
  user_id?: string;
  label_id?: string;
}

/**
 * Fetches the report; with `include: 'entries'` also one line per time entry (the CSV's second table,
 * left out of the page's answer: decisions G26).
 */
export function getTimeReport(
  organizationId: string,
  filters: TimeReportFilters & { include?: 'entries' },
  signal?: AbortSignal,
): Promise<TimeReport> {
  return unwrap(
    apiClient.GET('/api/v1/organizations/{id}/reports/time', {
      params: { path: { id: organizationId }, query: { ...filters } },
      signal,
    }),
  );
}

/**
 * Export CSV: asks for the report of `filters` with its entry lines, then downloads the CSV. The CSV writer
 * (papaparse, @date-fns/tz) loads on the first export, not with the page (BRIEF §6). A failure is toasted
 * by the mutation cache.
 */
export function useExportTimeReportCsv(organizationId: string) {
  return useMutation({
    mutationFn: async (filters: TimeReportFilters) => {
      const [report, { downloadTimeReportCsv }] = await Promise.all([
        getTimeReport(organizationId, { ...filters, include: 'entries' }),
        import('../utils/time-csv'),
      ]);
      await downloadTimeReportCsv(report);
    },
  });
}

/** Query options: a running timer keeps counting, so the report refreshes each minute. */
export function getTimeReportQueryOptions(organizationId: string, filters: TimeReportFilters) {
  return queryOptions({
    queryKey: ['organizations', organizationId, 'reports', 'time', filters] as const,
    queryFn: ({ signal }) => getTimeReport(organizationId, filters, signal),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The report for the filters. */
export function useTimeReport(organizationId: string, filters: TimeReportFilters) {
  return useQuery(getTimeReportQueryOptions(organizationId, filters));
}

/** The filters the report opens with: this month of the viewer's zone, everyone the caller may see. */
export function openingTimeReportFilters(timeZone: string, now = Date.now()): TimeReportFilters {
  return { ...presetRange('this_month', now, timeZone), tz: timeZone };
}

/**
 * Asks for the report the page opens with while the page still checks the caller's access, so the two do
 * not run one after the other (issue 28 "renders within 1 s"; decisions G25). The API answers by the
 * caller's own rights (403 for a guest, only their own time for a member); a refusal is not toasted,
 * the page's gate says it.
 */
export function prefetchOpeningTimeReport(client: QueryClient, organizationId: string, timeZone: string): void {
  void client.prefetchQuery({
    ...getTimeReportQueryOptions(organizationId, openingTimeReportFilters(timeZone)),
    meta: { errorToast: false },
  });
}
