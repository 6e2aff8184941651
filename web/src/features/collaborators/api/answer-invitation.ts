/**
 * `PUT /api/v1/workspaces/{id}/accept_invitation?notification_id` and `DELETE …/decline_invitation`:
 * answer one pending invitation in the app (accounts spec §4 "accepted singly"; §7 Workspaces users).
 * The invitation id stands in for the notification id until notifications exist (docs/decisions.md D13).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { InvitationAnswer } from './answer-all-invitations';
import type { InvitedUser } from './get-collaborators';
import { getPendingInvitationsQueryOptions } from './get-pending-invitations';

/** Accept or decline `invitation`. */
export function answerInvitation(invitation: InvitedUser, status: InvitationAnswer): Promise<unknown> {
  const path = `/api/v1/workspaces/${invitation.workspace_id}/${status === 'accepted' ? 'accept' : 'decline'}_invitation`;
  const query = { notification_id: invitation.id };
  return status === 'accepted' ? api.put(path, undefined, query) : api.delete(path, query);
}

/** One-invitation mutation; `onAnswered` lets the app refresh what a new membership changes. */
export function useAnswerInvitation(options: { onAnswered?: (status: InvitationAnswer) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = getPendingInvitationsQueryOptions();
  return useMutation({
    mutationFn: ({ invitation, status }: { invitation: InvitedUser; status: InvitationAnswer }) => answerInvitation(invitation, status),
    onSuccess: (_data, { status }) => {
      options.onAnswered?.(status);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
