/**
 * `GET /api/v1/multi_users/{id}?organization_id=`: one user of the organization, for the edit page
 * (accounts spec §2 /admin/users/:id/edit; §3 User list row).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRow } from '../../../../../shared/schemas/admin';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getAdminUsersScopeQueryKey } from './get-users';

/** Fetches one user row. */
export function getUser(organizationId: string, userId: string, signal?: AbortSignal): Promise<UserRow> {
  return unwrap(
    apiClient.GET('/api/v1/multi_users/{id}', {
      params: { path: { id: userId }, header: { org_id: organizationId } },
      signal,
    }),
  );
}

/** Query options for one user. */
export function getUserQueryOptions(organizationId: string, userId: string) {
  return queryOptions({
    queryKey: [...getAdminUsersScopeQueryKey(organizationId), 'detail', userId] as const,
    queryFn: ({ signal }) => getUser(organizationId, userId, signal),
  });
}

/** One user of the organization. */
export function useUser(organizationId: string, userId: string) {
  return useQuery(getUserQueryOptions(organizationId, userId));
}
