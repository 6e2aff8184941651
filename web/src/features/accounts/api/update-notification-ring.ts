/**
 * `PUT /api/v1/users/update_notification_ring {enable_notification_ring}`: the notification ring toggle
 * (accounts spec §3 User enable_notification_ring "default on", §9 "Notification ring on by default";
 * §7 User). Optimistic: the switch flips at once and flips back if the call fails.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getProfileQueryOptions, storeProfile, type UserDetail } from './get-profile';

/** Turns the ring on or off; resolves with the updated profile. */
export function updateNotificationRing(enableNotificationRing: boolean): Promise<UserDetail> {
  return unwrap(
    apiClient.PUT('/api/v1/users/update_notification_ring', {
      body: { enable_notification_ring: enableNotificationRing },
    }),
  );
}

/** Notification-ring mutation; the switch shows a failure itself (a toast would sit behind the modal). */
export function useUpdateNotificationRing() {
  const queryClient = useQueryClient();
  const { queryKey } = getProfileQueryOptions();
  return useMutation({
    mutationFn: updateNotificationRing,
    meta: { errorToast: false },
    onMutate: async (enabled) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (detail) =>
        detail ? { ...detail, enable_notification_ring: enabled } : detail,
      );
      return { previous };
    },
    onError: (_error, _enabled, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (detail) => storeProfile(detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
