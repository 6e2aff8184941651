/**
 * `GET /api/v1/home?organization_id=`: the dashboard counts (accounts spec §1 "Dashboard cards: 'Total
 * Workspaces' (workspace_count) for everyone, and 'Total Users' (user_count …) for the admin role
 * only"; user_count is null for non-admins).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { DashboardSchema } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The dashboard counts. */
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Fetches an organization's dashboard counts. */
export function getDashboard(organizationId: string, signal?: AbortSignal): Promise<Dashboard> {
  return unwrap(apiClient.GET('/api/v1/home', { params: { header: { org_id: organizationId } }, signal }));
}

/** Query options for an organization's dashboard. */
export function getDashboardQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['organizations', organizationId, 'dashboard'],
    queryFn: ({ signal }) => getDashboard(organizationId, signal),
  });
}

/** An organization's dashboard counts. */
export function useDashboard(organizationId: string | undefined) {
  return useQuery({ ...getDashboardQueryOptions(organizationId ?? ''), enabled: Boolean(organizationId) });
}
