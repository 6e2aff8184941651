/**
 * `GET /api/v1/calendar_feed`: whether the caller has an iCal feed, its scope and when it was made (issue 28
 * "iCal feed"; beyond the spec). The URL itself is only in the answer that made it (decisions G13).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../../shared/schemas/calendar-feed';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the caller's feed settings. */
export function getCalendarFeed(): Promise<CalendarFeed> {
  return unwrap(apiClient.GET('/api/v1/calendar_feed'));
}

/** Query options for the caller's feed settings. */
export function getCalendarFeedQueryOptions() {
  return queryOptions({ queryKey: ['users', 'calendar_feed'], queryFn: getCalendarFeed });
}

/** The caller's feed settings. */
export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
