/**
 * `GET /api/v1/notifications/unread_count`: the caller's unread total, the header bell's badge (accounts
 * spec §2 Header "notification bell with unread badge"). One Query on the server (docs/data-model.md 127).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../../shared/schemas/notification';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLiveUserChannel } from './use-live-user-channel';
import { getNotificationsScopeQueryKey, NOTIFICATIONS_POLL_MS } from './get-notifications';

/** Fetches the unread total. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return unwrap(apiClient.GET('/api/v1/notifications/unread_count', { signal }));
}

/** Query options. */
export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: [...getNotificationsScopeQueryKey(), 'unread-count'] as const,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 15_000,
  });
}

/** The unread total, re-checked every minute. */
export function useUnreadCount() {
  // NotificationChannel pushes changes (./live-notifications.ts); polling only while they cannot arrive.
  const live = useLiveUserChannel();
  return useQuery({ ...getUnreadCountQueryOptions(), refetchInterval: live ? false : NOTIFICATIONS_POLL_MS });
}
