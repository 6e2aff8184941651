/**
 * `GET /api/v1/notifications?last_id&unread&filter_type&filter&unselected_*_ids`: the caller's
 * notifications, newest first, 20 per page (accounts spec §7 Notifications; §4 "Feeds (bin, activity,
 * notifications) load the next page on scroll"; filters: decisions N12).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationsPage } from '../../../../../shared/schemas/notification';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useLiveUserChannel } from './use-live-user-channel';

/** How often the list and the bell re-check for new notifications (no realtime push yet). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The key every notifications query starts with: mutations invalidate it to refresh list and badge. */
export function getNotificationsScopeQueryKey() {
  return ['notifications'] as const;
}

/** Filter query parameters (utils/notification-filter-query.ts; undefined ones are left out). */
export type NotificationFilterParams = Record<string, string | undefined>;

/** Fetches one page; `lastId` is the last notification already shown. */
export function getNotifications(
  options: { lastId?: string; unread?: boolean; filters?: NotificationFilterParams },
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  return unwrap(
    apiClient.GET('/api/v1/notifications', {
      params: { query: { ...options.filters, last_id: options.lastId, unread: options.unread ? 'true' : undefined } },
      signal,
    }),
  );
}

/** Infinite query options: pages follow `last_id`; each filter combination has its own cache entry. */
export function getNotificationsQueryOptions(unread = false, filters: NotificationFilterParams = {}) {
  return infiniteQueryOptions({
    queryKey: [...getNotificationsScopeQueryKey(), 'list', { unread, ...filters }] as const,
    queryFn: ({ pageParam, signal }) => getNotifications({ lastId: pageParam, unread, filters }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_next_page && last.last_id ? last.last_id : undefined),
  });
}

/** The caller's notifications, re-checked every minute. */
export function useNotifications(unread = false, filters: NotificationFilterParams = {}) {
  // NotificationChannel pushes changes (./live-notifications.ts); polling only while they cannot arrive.
  const live = useLiveUserChannel();
  return useInfiniteQuery({
    ...getNotificationsQueryOptions(unread, filters),
    refetchInterval: live ? false : NOTIFICATIONS_POLL_MS,
  });
}
