/**
 * `PUT /api/v1/accept_invitation/{token}`: the signed-in user accepts an e-mailed invitation (accounts
 * spec §2 "Accept invitation by token: success goes to /organizations/{organization_id}/workspaces/{id}/list,
 * otherwise /"; §8 "Invitation Expired", "This invitation was sent to another e-mail address.").
 * The page reports failures itself (a flash on /), so no toast is raised here.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Accepts the invitation a link's token names. */
export function acceptInvitation(token: string) {
  return unwrap(apiClient.PUT('/api/v1/accept_invitation/{token}', { params: { path: { token } } }));
}

/** Where the accepted invitation leads, typed by the API document. */
export type AcceptedInvitation = Awaited<ReturnType<typeof acceptInvitation>>;

/**
 * Accept-by-link mutation; its variable is the token. The notification list (another feature) refetches
 * when the signed-in shell mounts it after the redirect.
 */
export function useAcceptInvitation() {
  return useMutation({ meta: { errorToast: false }, mutationFn: (token: string) => acceptInvitation(token) });
}
