/**
 * `GET /api/v1/pending_invitation`: the signed-in user's pending workspace invitations, for the in-app
 * invitation notification (accounts spec §4 "Workspace invitation notification: pending shows Accept
 * and Decline"; §7 Invitations).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { InvitedUser } from './get-collaborators';

/** How often the header re-checks for new invitations. */
export const PENDING_INVITATIONS_POLL_MS = 60_000;

/** Fetches the caller's pending invitations. */
export function getPendingInvitations(signal?: AbortSignal): Promise<InvitedUser[]> {
  return api.get<InvitedUser[]>('/api/v1/pending_invitation', undefined, signal);
}

/** Query options. */
export function getPendingInvitationsQueryOptions() {
  return queryOptions({
    queryKey: ['pending-invitations'] as const,
    queryFn: ({ signal }) => getPendingInvitations(signal),
    staleTime: 30_000,
  });
}

/** The caller's pending invitations, re-checked every minute. */
export function usePendingInvitations() {
  return useQuery({ ...getPendingInvitationsQueryOptions(), refetchInterval: PENDING_INVITATIONS_POLL_MS });
}
