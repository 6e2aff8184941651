/**
 * `DELETE /api/v1/workspaces/{id}/decline_invitation?notification_id`: decline the invitation a
 * `new_workspace_invite` notification names (accounts spec §4; §7 Workspaces users).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../shared/schemas/notification';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getNotificationsScopeQueryKey } from './get-notifications';
import { workspaceOf } from './invitation-workspace';

/** Declines. */
export function declineWorkspaceInvitation(notification: Notification): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/decline_invitation', {
      params: { path: { id: workspaceOf(notification) }, query: { notification_id: notification.id } },
    }),
  );
}

/** Mutation; refreshes the list and the badge. */
export function useDeclineWorkspaceInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineWorkspaceInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() }),
  });
}
