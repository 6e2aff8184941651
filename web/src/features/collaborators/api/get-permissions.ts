/**
 * `GET /api/v1/permissions`: the organization roles and workspace roles with what each may do
 * (accounts spec §2 /permission; §6 roles: the role picker's tooltips come from the descriptions).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationPermission, WorkspacePermission } from '../../../../../shared/permissions/matrix';
import type { OrganizationRole, WorkspaceRole } from '../../../../../shared/permissions/roles';
import { api } from '../../../lib/api-client';

/** The roles and their permissions. */
export interface Permissions {
  organization_roles: { id: OrganizationRole; name: string; permissions: OrganizationPermission[] }[];
  workspace_roles: { id: WorkspaceRole; name: string; description: string; group: 'team' | 'guest'; permissions: WorkspacePermission[] }[];
}

/** Fetches the roles. */
export function getPermissions(signal?: AbortSignal): Promise<Permissions> {
  return api.get<Permissions>('/api/v1/permissions', undefined, signal);
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
