/**
 * `POST /api/v1/resent_notification {id, workspace_id}`: e-mail a pending invitation again, renewing its
 * link (accounts spec §4 Invited user "a reminder can be re-sent").
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Re-sends one invitation's e-mail. */
export function resendInvitation(workspaceId: string, invitationId: string): Promise<{ id: string }> {
  return api.post<{ id: string }>('/api/v1/resent_notification', { id: invitationId, workspace_id: workspaceId });
}

/** Resend mutation; its variable is the invitation id. Nothing cached changes. */
export function useResendInvitation(workspaceId: string) {
  return useMutation({ mutationFn: (invitationId: string) => resendInvitation(workspaceId, invitationId) });
}
