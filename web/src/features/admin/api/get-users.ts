/**
 * `GET /api/v1/multi_users?organization_id=`: the organization's users and invited people (accounts spec
 * §2 Users admin; §3 User list row: full_name, e-mail, organization role, workspace roles, added_at,
 * last_login_time, status Invited). Owners and admins only.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserRow } from '../../../../../shared/schemas/admin';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The key every admin users query of an organization sits under. */
export function getAdminUsersScopeQueryKey(organizationId: string) {
  return ['admin-users', organizationId] as const;
}

/** Fetches the users table. */
export function getUsers(organizationId: string, signal?: AbortSignal): Promise<UserRow[]> {
  return unwrap(apiClient.GET('/api/v1/multi_users', { params: { header: { org_id: organizationId } }, signal }));
}

/** Query options for the users table. */
export function getUsersQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: [...getAdminUsersScopeQueryKey(organizationId), 'list'] as const,
    queryFn: ({ signal }) => getUsers(organizationId, signal),
  });
}

/** The organization's users. */
export function useUsers(organizationId: string) {
  return useQuery(getUsersQueryOptions(organizationId));
}
