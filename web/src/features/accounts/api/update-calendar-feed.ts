/**
 * `PUT /api/v1/calendar_feed {scope}`: which cards the feed lists, those the caller takes part in or every
 * card they can see (issue 28; decisions G14). The URL stays the same.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CalendarFeedScope } from '../../../../../shared/schemas/calendar-feed';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

/** Sets the feed's scope. */
export function updateCalendarFeed(scope: CalendarFeedScope): Promise<CalendarFeed> {
  return unwrap(apiClient.PUT('/api/v1/calendar_feed', { body: { scope } }));
}

/** The scope mutation; a URL shown this session is kept beside the new scope. */
export function useUpdateCalendarFeed() {
  const queryClient = useQueryClient();
  const { queryKey } = getCalendarFeedQueryOptions();
  return useMutation({
    mutationFn: updateCalendarFeed,
    meta: { errorToast: false },
    onSuccess: (feed) =>
      queryClient.setQueryData(queryKey, (old: CalendarFeed | undefined) => ({
        ...feed,
        ...(old?.url ? { url: old.url } : {}),
      })),
  });
}
