/**
 * `GET /api/v1/permissions`: the organization roles and workspace roles with what each may do
 * (accounts spec §2 /permission; §6 roles: the role picker's tooltips come from the descriptions).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionsResponse } from '../../../../../shared/schemas/permissions';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The roles and their permissions. */
export type Permissions = PermissionsResponse;

/** Fetches the roles. */
export function getPermissions(signal?: AbortSignal): Promise<Permissions> {
  return unwrap(apiClient.GET('/api/v1/permissions', { signal }));
}

/** Query options; the roles only change with a deploy. */
export function getPermissionsQueryOptions() {
  return queryOptions({
    queryKey: ['permissions'] as const,
    queryFn: ({ signal }) => getPermissions(signal),
    staleTime: 60 * 60_000,
  });
}

/** The roles and their permissions. */
export function usePermissions() {
  return useQuery(getPermissionsQueryOptions());
}
