/**
 * `GET /api/v1/organizations/workspaces?organization_id=`: an organization's workspaces visible to the
 * caller, with the counts the home page shows (accounts spec §1, §2 home, §7 Organizations).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { api } from '../../../lib/api-client';

/** Fetches the workspaces of one organization. */
export function getWorkspaces(organizationId: string, signal?: AbortSignal): Promise<WorkspaceSummary[]> {
  return api.get<WorkspaceSummary[]>('/api/v1/organizations/workspaces', { organization_id: organizationId }, signal);
}

/** Query options for an organization's workspaces. */
export function getWorkspacesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['organizations', organizationId, 'workspaces'],
    queryFn: ({ signal }) => getWorkspaces(organizationId, signal),
  });
}

/** An organization's workspaces. */
export function useWorkspaces(organizationId: string) {
  return useQuery(getWorkspacesQueryOptions(organizationId));
}
