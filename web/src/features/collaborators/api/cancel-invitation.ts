/**
 * `DELETE /api/v1/invited_users/{id}?workspace_id=`: cancel (delete) a pending invitation (accounts spec
 * §4 Invited user "the invitation cancelled/deleted"; §7 Invitations). Its seat is given back.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCollaboratorsQueryOptions } from './get-collaborators';

/** Cancels one invitation of the workspace. */
export function cancelInvitation(workspaceId: string, invitationId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/invited_users/{id}', {
      params: { path: { id: invitationId }, query: { workspace_id: workspaceId } },
    }),
  );
}

/** Cancel-invitation mutation; its variable is the invitation id. */
export function useCancelInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCollaboratorsQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (invitationId: string) => cancelInvitation(workspaceId, invitationId),
    onSuccess: (_data, invitationId) => {
      queryClient.setQueryData(queryKey, (data) =>
        data ? { ...data, invited_users: data.invited_users.filter((i) => i.id !== invitationId) } : data,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
