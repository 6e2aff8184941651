/**
 * `POST /api/v1/workspaces/{id}/workspace_users {invited_users}`: invite people by e-mail (accounts spec
 * §3 Invitation form, §5 invite form and seats). Field errors come back keyed `invited_users.N.field`
 * ("Required", "Invalid email", "is already a member of this workspace", "no seats available for new
 * users"); the form shows them under each row, so no toast is raised.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteRequest } from '../../../../../shared/schemas/collaborators';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCollaboratorsQueryOptions, type InvitedUser } from './get-collaborators';

/** Sends the invitations; answers the created invitation rows. */
export function inviteCollaborators(workspaceId: string, body: InviteRequest): Promise<InvitedUser[]> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/workspace_users', { params: { path: { id: workspaceId } }, body }),
  );
}

/** Invite mutation; the users list and seats refresh afterwards. */
export function useInviteCollaborators(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCollaboratorsQueryOptions(workspaceId);
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: InviteRequest) => inviteCollaborators(workspaceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
