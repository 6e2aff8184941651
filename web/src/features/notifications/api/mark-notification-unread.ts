/**
 * `PUT /api/v1/notifications/{id}/unread`: mark one notification unread again (accounts spec §4
 * "Notifications toggle read/unread by click"; §7 Notifications).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../shared/schemas/notification';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getNotificationsScopeQueryKey } from './get-notifications';

/** Marks `id` unread; answers the notification and the new unread total. */
export function markNotificationUnread(id: string): Promise<{ notification: Notification; unread_count: number }> {
  return unwrap(apiClient.PUT('/api/v1/notifications/{id}/unread', { params: { path: { id } } }));
}

/** Mutation; refreshes the list and the badge. */
export function useMarkNotificationUnread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationUnread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() }),
  });
}
