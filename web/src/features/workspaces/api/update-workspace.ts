/**
 * `PUT /api/v1/workspaces/{id} {name}`: rename a workspace from its options menu's Settings (accounts
 * spec §2 Workspace page options menu; §5 workspace form; needs can_access_update_workspace, §3).
 * Refreshes the organization's workspace list; the caller refreshes the open workspace (`onSuccess`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from '../../../../../shared/schemas/zod';
import type { UpdateWorkspaceRequestSchema, WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';
import { refreshWorkspaceInList } from './get-workspaces';

/** Request body of the call. */
export type UpdateWorkspaceInput = z.input<typeof UpdateWorkspaceRequestSchema>;

/** Renames a workspace. */
export function updateWorkspace(workspaceId: string, body: UpdateWorkspaceInput): Promise<WorkspaceSummary> {
  return unwrap(apiClient.PUT('/api/v1/workspaces/{id}', { params: { path: { id: workspaceId } }, body }));
}

/** Update-workspace mutation; its form shows field errors, the toast shows the rest. */
export function useUpdateWorkspace(
  workspaceId: string,
  options: { onSuccess?: (workspace: WorkspaceSummary) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkspaceInput) => updateWorkspace(workspaceId, body),
    onSuccess: (workspace) => {
      options.onSuccess?.(workspace);
      return refreshWorkspaceInList(queryClient, workspace);
    },
  });
}
