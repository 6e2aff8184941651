/**
 * `DELETE /api/v1/workspaces/{id}`: delete a workspace from its options menu (accounts spec §2 options
 * menu "Delete"; needs can_access_destroy_workspace, §3). The workspace leaves its organization's list
 * at once; the caller navigates away (`onSuccess`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspacesQueryOptions } from './get-workspaces';

/** Deletes a workspace with its stages and cards. */
export function deleteWorkspace(workspaceId: string): Promise<{ id: string }> {
  return unwrap(apiClient.DELETE('/api/v1/workspaces/{id}', { params: { path: { id: workspaceId } } }));
}

/** Delete-workspace mutation. */
export function useDeleteWorkspace(
  workspaceId: string,
  organizationId: string,
  options: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspacesQueryOptions(organizationId);
  return useMutation({
    mutationFn: () => deleteWorkspace(workspaceId),
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (list) => list?.filter((w) => w.id !== workspaceId));
      options.onSuccess?.();
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
