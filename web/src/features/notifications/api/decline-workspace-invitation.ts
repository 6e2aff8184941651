/**
 * `DELETE /api/v1/workspaces/{id}/decline_invitation?notification_id`: decline the invitation a
 * `new_workspace_invite` notification names (accounts spec §4; §7 Workspaces users).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../shared/schemas/notification';
import { api } from '../../../lib/api-client';
import { getNotificationsScopeQueryKey } from './get-notifications';

/** Declines. */
export function declineWorkspaceInvitation(notification: Notification): Promise<{ id: string }> {
  return api.delete(`/api/v1/workspaces/${notification.workspace_id}/decline_invitation`, { notification_id: notification.id });
}

/** Mutation; refreshes the list and the badge. */
export function useDeclineWorkspaceInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineWorkspaceInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() }),
  });
}
