/**
 * `POST /api/v1/workspaces {name, organization_id}`: create a workspace (accounts spec §2 home,
 * §5 workspace form: name with placeholder "Workspace Name", §7 Workspaces).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { CreateWorkspaceRequestSchema, WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspacesQueryOptions } from './get-workspaces';

/** Request body of the call. */
export type CreateWorkspaceInput = z.input<typeof CreateWorkspaceRequestSchema>;

/** Creates a workspace in an organization. */
export function createWorkspace(body: CreateWorkspaceInput): Promise<WorkspaceSummary> {
  return unwrap(apiClient.POST('/api/v1/workspaces', { body }));
}

/** Create-workspace mutation; adds the workspace to its organization's list, then refetches it. */
export function useCreateWorkspace(options: { onSuccess?: (workspace: WorkspaceSummary) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: (workspace) => {
      const { queryKey } = getWorkspacesQueryOptions(workspace.organization_id);
      queryClient.setQueryData(queryKey, (list) => (list ? [...list, workspace] : [workspace]));
      options.onSuccess?.(workspace);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
