/**
 * `PUT /api/v1/notifications/{id}/read`: mark one notification read (accounts spec §4 "Notifications
 * toggle read/unread by click"; §7 Notifications).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '../../../../../shared/schemas/notification';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getNotificationsScopeQueryKey } from './get-notifications';

/** Marks `id` read; answers the notification and the new unread total. */
export function markNotificationRead(id: string): Promise<{ notification: Notification; unread_count: number }> {
  return unwrap(apiClient.PUT('/api/v1/notifications/{id}/read', { params: { path: { id } } }));
}

/** Mutation; refreshes the list and the badge. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() }),
  });
}
