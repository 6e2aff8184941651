/**
 * `GET /api/v1/accept_all_invitation?status=accepted|declined`: accept (or decline) every pending
 * invitation of the caller at once (accounts spec §4 "Invitations can be accepted singly, by token, or
 * all at once"; §7 Invitations).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getPendingInvitationsQueryOptions } from './get-pending-invitations';

/** The answer to give. */
export type InvitationAnswer = 'accepted' | 'declined';

/** Answers every pending invitation; resolves with how many there were. */
export function answerAllInvitations(status: InvitationAnswer): Promise<{ count: number }> {
  return api.get<{ count: number }>('/api/v1/accept_all_invitation', { status });
}

/**
 * Answer-all mutation; its variable is the answer. `onAnswered` lets the app refresh what the new
 * memberships change (organizations, workspace lists), which live in other features.
 */
export function useAnswerAllInvitations(options: { onAnswered?: (status: InvitationAnswer) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getPendingInvitationsQueryOptions();
  return useMutation({
    mutationFn: (status: InvitationAnswer) => answerAllInvitations(status),
    onSuccess: (_data, status) => {
      options.onAnswered?.(status);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
