/**
 * `PUT /api/v1/accept_invitation/{token}`: the signed-in user accepts an e-mailed invitation (accounts
 * spec §2 "Accept invitation by token: success goes to /organizations/{organization_id}/workspaces/{id}/list,
 * otherwise /"; §8 "Invitation Expired", "This invitation was sent to another e-mail address.").
 * The page reports failures itself (a flash on /), so no toast is raised here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPendingInvitationsQueryOptions } from './get-pending-invitations';

/** Where the accepted invitation leads. */
export interface AcceptedInvitation {
  organization_id: string;
  workspace_id: string;
}

/** Accepts the invitation a link's token names. */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return api.put<AcceptedInvitation>(`/api/v1/accept_invitation/${encodeURIComponent(token)}`);
}

/** Accept-by-link mutation; its variable is the token. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (token: string) => acceptInvitation(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPendingInvitationsQueryOptions().queryKey }),
  });
}
