/**
 * `DELETE /api/v1/workspaces/{id}/logo`: remove a workspace's logo from its Settings (accounts spec §3
 * Workspace logo; needs can_access_update_workspace). Answers the workspace; refreshes the
 * organization's workspace list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { apiClient, unwrap } from '../../../lib/api-client';
import { refreshWorkspaceInList } from './get-workspaces';

/** Removes a workspace's logo. */
export function removeWorkspaceLogo(workspaceId: string): Promise<WorkspaceSummary> {
  return unwrap(apiClient.DELETE('/api/v1/workspaces/{id}/logo', { params: { path: { id: workspaceId } } }));
}

/** Remove-logo mutation; the Settings popup shows failures itself, so no toast. */
export function useRemoveWorkspaceLogo(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeWorkspaceLogo(workspaceId),
    meta: { errorToast: false },
    onSuccess: (workspace) => refreshWorkspaceInList(queryClient, workspace),
  });
}
