/**
 * `DELETE /api/v1/workspaces/{id}/workspace_users/{uid}`: remove a user from the workspace (accounts
 * spec §5 "Remove user from workspace?" Yes/Cancel; §6 needs can_invite_collaborator; removing a user's
 * last access to the business frees a seat). A refusal is toasted with the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCollaboratorsQueryOptions } from './get-collaborators';

/** Removes one user from the workspace. */
export function removeCollaborator(workspaceId: string, userId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/workspace_users/{uid}', {
      params: { path: { id: workspaceId, uid: userId } },
    }),
  );
}

/** Remove-user mutation; its variable is the user id. */
export function useRemoveCollaborator(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCollaboratorsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (userId: string) => removeCollaborator(workspaceId, userId),
    onSuccess: (_data, userId) => {
      queryClient.setQueryData(queryKey, (data) =>
        data ? { ...data, workspace_users: data.workspace_users.filter((u) => u.id !== userId) } : data,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
