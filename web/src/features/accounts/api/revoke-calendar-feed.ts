/** `DELETE /api/v1/calendar_feed`: revoke the iCal feed; its URL answers 404 from now on (issue 28). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, noContent } from '../../../lib/api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

/** Revokes the caller's feed. */
export function revokeCalendarFeed(): Promise<void> {
  return noContent(apiClient.DELETE('/api/v1/calendar_feed'));
}

/** The revoke mutation; the settings are fetched again (no feed). */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  const { queryKey } = getCalendarFeedQueryOptions();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    meta: { errorToast: false },
    onSuccess: () => queryClient.setQueryData(queryKey, { active: false, scope: 'participating', created_at: null }),
  });
}
