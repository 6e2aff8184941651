/**
 * `GET /api/v1/organizations/{id}/reports/approvals?from&to&tz&workspace_id` (issue 28 "Approval
 * analytics"; beyond the spec): submissions, decisions, turnaround, revision rounds, approvers, on-time
 * delivery and the cards waiting on the client.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalAnalytics } from '../../../../../shared/schemas/reports';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The analytics' filters. */
export interface ApprovalAnalyticsFilters {
  from: string;
  to: string;
  tz: string;
  workspace_id?: string;
}

/** Fetches the analytics. */
export function getApprovalAnalytics(
  organizationId: string,
  filters: ApprovalAnalyticsFilters,
  signal?: AbortSignal,
): Promise<ApprovalAnalytics> {
  return unwrap(
    apiClient.GET('/api/v1/organizations/{id}/reports/approvals', {
      params: { path: { id: organizationId }, query: { ...filters } },
      signal,
    }),
  );
}

/** Query options. */
export function getApprovalAnalyticsQueryOptions(organizationId: string, filters: ApprovalAnalyticsFilters) {
  return queryOptions({
    queryKey: ['organizations', organizationId, 'reports', 'approvals', filters] as const,
    queryFn: ({ signal }) => getApprovalAnalytics(organizationId, filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** The analytics for the filters. */
export function useApprovalAnalytics(organizationId: string, filters: ApprovalAnalyticsFilters) {
  return useQuery(getApprovalAnalyticsQueryOptions(organizationId, filters));
}
