/**
 * `POST /api/v1/calendar_feed`: make the iCal feed, or regenerate its URL (the old one stops answering at
 * once); the answer carries the new URL, shown this once (issue 28; decisions G13).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../../shared/schemas/calendar-feed';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

/** Makes or regenerates the feed; resolves with the feed and its new `url`. */
export function issueCalendarFeed(): Promise<CalendarFeed> {
  return unwrap(apiClient.POST('/api/v1/calendar_feed', { body: {} }));
}

/** The make/regenerate mutation: the answer (with the URL) replaces the cached settings. */
export function useIssueCalendarFeed() {
  const queryClient = useQueryClient();
  const { queryKey } = getCalendarFeedQueryOptions();
  return useMutation({
    mutationFn: issueCalendarFeed,
    meta: { errorToast: false },
    onSuccess: (feed) => queryClient.setQueryData(queryKey, feed),
  });
}
