/**
 * `PUT /api/v1/workspaces/{id}/accept_invitation?notification_id`: accept the invitation a
 * `new_workspace_invite` notification names (accounts spec §4 "pending shows Accept and Decline";
 * §7 Workspaces users).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../shared/schemas/notification';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getNotificationsScopeQueryKey } from './get-notifications';
import { workspaceOf } from './invitation-workspace';

/** Accepts; answers the workspace joined. */
export function acceptWorkspaceInvitation(
  notification: Notification,
): Promise<{ organization_id: string; workspace_id: string }> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/accept_invitation', {
      params: { path: { id: workspaceOf(notification) }, query: { notification_id: notification.id } },
    }),
  );
}

/** Mutation; `onAccepted` lets the app refresh what a new membership changes (other features). */
export function useAcceptWorkspaceInvitation(options: { onAccepted?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptWorkspaceInvitation,
    onSuccess: () => {
      options.onAccepted?.();
      return queryClient.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() });
    },
  });
}
