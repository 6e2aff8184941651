/**
 * `GET /api/v1/organizations`: the caller's organizations (accounts spec §1 sidebar, §2 Header dropdown,
 * §7 Organizations).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organization } from '../../../../../shared/schemas/organization';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches every organization the caller belongs to. */
export function getOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return unwrap(apiClient.GET('/api/v1/organizations', { signal }));
}

/** Query options for the caller's organizations. */
export function getOrganizationsQueryOptions() {
  return queryOptions({
    queryKey: ['organizations'],
    queryFn: ({ signal }) => getOrganizations(signal),
    staleTime: 30_000,
  });
}

/** The caller's organizations. */
export function useOrganizations() {
  return useQuery(getOrganizationsQueryOptions());
}
