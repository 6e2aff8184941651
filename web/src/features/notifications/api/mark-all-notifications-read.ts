/**
 * `PUT /api/v1/notifications/read_all`: "Mark All Read" (accounts spec §2 Notifications page header;
 * §7 Notifications).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getNotificationsScopeQueryKey } from './get-notifications';

/** Marks every notification read; answers how many changed. */
export function markAllNotificationsRead(): Promise<{ count: number; unread_count: number }> {
  return unwrap(apiClient.PUT('/api/v1/notifications/read_all'));
}

/** Mutation; refreshes the list and the badge. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getNotificationsScopeQueryKey() }),
  });
}
