/**
 * `DELETE /api/v1/decline_invitation/{token}`: decline an e-mailed invitation; no sign-in needed
 * (accounts spec §2 "Decline goes to /"; §8 accept or decline failure shows the server's message).
 * The page reports the outcome itself, so no toast is raised here.
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Declines the invitation a link's token names. */
export function declineInvitation(token: string): Promise<{ id: string }> {
  return unwrap(apiClient.DELETE('/api/v1/decline_invitation/{token}', { params: { path: { token } } }));
}

/** Decline-by-link mutation; its variable is the token. */
export function useDeclineInvitation() {
  return useMutation({ meta: { errorToast: false }, mutationFn: (token: string) => declineInvitation(token) });
}
