/**
 * `GET`/`PUT /api/v1/notification_filter_settings/{id}` (accounts spec §3 Notification filter, §7; §8
 * "Failure to fetch notification filters is only logged"; §9 "Notification filter save debounce 500 ms").
 * The id is the caller's user id (decisions N11). The chips change the cached settings at once, so the
 * list refetches with the new filter; the save follows 500 ms after the last change.
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { apiClient, unwrap } from '../../../lib/api-client';
import type { NotificationFilterValues } from '../utils/notification-filter-query';

/** accounts spec §9: the save waits this long after the last change (ms). */
export const FILTER_SAVE_DEBOUNCE_MS = 500;

/** The cache key of the caller's settings. */
export function getNotificationFilterSettingsQueryKey(userId: string | undefined) {
  return ['notification-filter-settings', userId ?? 'none'] as const;
}

/**
 * The caller's settings; undefined while loading or after a failure, which is logged and leaves the list
 * unfiltered (§8).
 */
export function useNotificationFilterSettings(userId: string | undefined) {
  return useQuery({
    queryKey: getNotificationFilterSettingsQueryKey(userId),
    retry: false,
    staleTime: Infinity,
    // Signed out: no call (skipToken disables the query, as `enabled: false` did).
    queryFn: userId
      ? async () => {
          try {
            return await unwrap(
              apiClient.GET('/api/v1/notification_filter_settings/{id}', { params: { path: { id: userId } } }),
            );
          } catch (error) {
            console.error('Notification filters could not be loaded', error);
            return null;
          }
        }
      : skipToken,
  });
}

/** Returns `change(values)`: sets the cached settings now and saves them 500 ms after the last change. */
export function useChangeNotificationFilterSettings(userId: string | undefined) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (values: NotificationFilterValues) => {
      if (!userId) return;
      queryClient.setQueryData(getNotificationFilterSettingsQueryKey(userId), { id: userId, ...values });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        unwrap(
          apiClient.PUT('/api/v1/notification_filter_settings/{id}', {
            params: { path: { id: userId } },
            body: values,
          }),
        ).catch((error: unknown) => console.error('Notification filters could not be saved', error));
      }, FILTER_SAVE_DEBOUNCE_MS);
    },
    [queryClient, userId],
  );
}
