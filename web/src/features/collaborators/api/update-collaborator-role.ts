/**
 * `POST /api/v1/workspaces/{id}/update_workspace_user_role {user_id, workspace_role_id}`: change a
 * user's workspace role (accounts spec §6: needs can_invite_collaborator; admin users keep fixed labels,
 * so the picker is never offered for them). Optimistic: the row shows the new role at once and rolls
 * back on a refusal (which the query cache toasts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from '../../../../../shared/permissions/roles';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCollaboratorsQueryOptions } from './get-collaborators';

/** Sends the new role of one user. */
export function updateCollaboratorRole(
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
): Promise<{ user_id: string; workspace_role_id: WorkspaceRole }> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/update_workspace_user_role', {
      params: { path: { id: workspaceId } },
      body: { user_id: userId, workspace_role_id: role },
    }),
  );
}

/** Role-change mutation; its variable is `{ userId, role }`. */
export function useUpdateCollaboratorRole(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCollaboratorsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      updateCollaboratorRole(workspaceId, userId, role),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (data) =>
        data
          ? {
              ...data,
              workspace_users: data.workspace_users.map((u) =>
                u.id === userId ? { ...u, role, role_name: WORKSPACE_ROLE_LABELS[role] } : u,
              ),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
