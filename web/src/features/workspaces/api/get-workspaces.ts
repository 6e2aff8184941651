/**
 * `GET /api/v1/organizations/workspaces?organization_id=`: an organization's workspaces visible to the
 * caller, with the counts the home page shows (accounts spec §1, §2 home, §7 Organizations).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the workspaces of one organization. */
export function getWorkspaces(organizationId: string, signal?: AbortSignal): Promise<WorkspaceSummary[]> {
  return unwrap(
    apiClient.GET('/api/v1/organizations/workspaces', { params: { header: { org_id: organizationId } }, signal }),
  );
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

/** After a change to one workspace (rename, logo): patch it into its organization's cached list, then refetch the list. */
export function refreshWorkspaceInList(queryClient: QueryClient, workspace: WorkspaceSummary): Promise<void> {
  const { queryKey } = getWorkspacesQueryOptions(workspace.organization_id);
  queryClient.setQueryData(queryKey, (list) => list?.map((w) => (w.id === workspace.id ? { ...w, ...workspace } : w)));
  return queryClient.invalidateQueries({ queryKey });
}
