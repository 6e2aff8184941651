/**
 * `GET /api/v1/organizations/{id}/reports/access` (issue 28 "Where they live"; beyond the spec): which
 * reports the caller may open in the organization, so the header shows only those links.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportAccess } from '../../../../../shared/schemas/reports';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the caller's report access. */
export function getReportAccess(organizationId: string, signal?: AbortSignal): Promise<ReportAccess> {
  return unwrap(
    apiClient.GET('/api/v1/organizations/{id}/reports/access', { params: { path: { id: organizationId } }, signal }),
  );
}

/** Query options; membership changes are rare, so five minutes fresh. */
export function getReportAccessQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['organizations', organizationId, 'reports', 'access'] as const,
    queryFn: ({ signal }) => getReportAccess(organizationId, signal),
    staleTime: 5 * 60_000,
  });
}

/** The access, or nothing while unknown (no organization: no query). */
export function useReportAccess(organizationId: string | undefined) {
  return useQuery({ ...getReportAccessQueryOptions(organizationId ?? ''), enabled: Boolean(organizationId) });
}
