/**
 * `GET /api/v1/get_workspace?organization_id=`: every workspace of the organization, for the workspace
 * assignments of the admin forms (accounts spec §7 Admin).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the organization's workspaces. */
export function getOrganizationWorkspaces(organizationId: string, signal?: AbortSignal) {
  return unwrap(apiClient.GET('/api/v1/get_workspace', { params: { header: { org_id: organizationId } }, signal }));
}

/** One assignable workspace (`owner_id`: only the organization Owner changes its creator's membership, issue 10); typed by the API document. */
export type AssignableWorkspace = Awaited<ReturnType<typeof getOrganizationWorkspaces>>[number];

/** Query options. */
export function getOrganizationWorkspacesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['admin-workspaces', organizationId] as const,
    queryFn: ({ signal }) => getOrganizationWorkspaces(organizationId, signal),
    staleTime: 30_000,
  });
}

/** The organization's workspaces, sorted by name. */
export function useOrganizationWorkspaces(organizationId: string) {
  return useQuery({
    ...getOrganizationWorkspacesQueryOptions(organizationId),
    select: (list) => [...list].sort((a, b) => a.name.localeCompare(b.name)),
  });
}
