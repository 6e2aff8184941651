/**
 * `POST /api/v1/resent_notification?workspace_id {id}`: e-mail a pending invitation again, renewing its
 * link (accounts spec §4 Invited user "a reminder can be re-sent").
 */
import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Re-sends one invitation's e-mail. */
export function resendInvitation(workspaceId: string, invitationId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.POST('/api/v1/resent_notification', {
      params: { query: { workspace_id: workspaceId } },
      body: { id: invitationId },
    }),
  );
}

/** Resend mutation; its variable is the invitation id. Nothing cached changes. */
export function useResendInvitation(workspaceId: string) {
  return useMutation({ mutationFn: (invitationId: string) => resendInvitation(workspaceId, invitationId) });
}
