/**
 * `DELETE /api/v1/workspaces/{id}/leave`: leave a workspace (accounts spec §2 options menu "Leave
 * Workspace"; §5 "Are you sure you want to leave this workspace?" (Leave); §8 "Leave-workspace failure
 * just closes the popup; success goes to root"). A refusal (e.g. the owner, 409) is toasted by the
 * query cache with the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspacesQueryOptions } from './get-workspaces';

/** Removes the caller from a workspace. */
export function leaveWorkspace(workspaceId: string): Promise<{ id: string }> {
  return unwrap(apiClient.DELETE('/api/v1/workspaces/{id}/leave', { params: { path: { id: workspaceId } } }));
}

/** Leave-workspace mutation. */
export function useLeaveWorkspace(
  workspaceId: string,
  organizationId: string,
  options: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkspacesQueryOptions(organizationId);
  return useMutation({
    mutationFn: () => leaveWorkspace(workspaceId),
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (list) => list?.filter((w) => w.id !== workspaceId));
      options.onSuccess?.();
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
