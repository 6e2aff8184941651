/**
 * `GET /api/v1/stages/calendar_data?workspace_id&date&search`: the cards due in a month, with the month
 * grid's leading and trailing days (accounts spec §2 Calendar view, §7; docs/decisions.md A13). One
 * cache entry per month (keyed by its first day) and search, refreshed every 5 s like the rest of the
 * workspace (accounts spec §4, §9), and paused while a calendar move is in flight.
 */
import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarData } from '../../../../../shared/schemas/calendar';
import { apiClient, unwrap } from '../../../lib/api-client';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';

/** Workspace refresh interval (accounts spec §9: workspace polling 5 s). */
export const CALENDAR_POLL_MS = 5_000;

/** Mutation key shared by calendar moves, so polling can pause while one runs. */
export function calendarMoveKey(workspaceId: string) {
  return ['workspaces', workspaceId, 'calendar', 'move'] as const;
}

/** `YYYY-MM-01` of the month `date` (`YYYY-MM-DD`) falls in: the cache key of that month. */
export function monthKey(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** Fetches a month of the calendar; `date` is any day of it. */
export function getCalendarData(
  workspaceId: string,
  date: string,
  search: string,
  signal?: AbortSignal,
): Promise<CalendarData> {
  return unwrap(
    apiClient.GET('/api/v1/stages/calendar_data', {
      params: { query: { workspace_id: workspaceId, date, search: search || undefined } },
      signal,
    }),
  );
}

/** Every calendar month of a workspace, for invalidation after a move. */
export function getCalendarScopeQueryKey(workspaceId: string) {
  return ['workspaces', workspaceId, 'calendar', 'month'] as const;
}

/** Query options for one month of a workspace's calendar. */
export function getCalendarDataQueryOptions(workspaceId: string, date: string, search = '') {
  const month = monthKey(date);
  return queryOptions({
    queryKey: [...getCalendarScopeQueryKey(workspaceId), month, search] as const,
    queryFn: ({ signal }) => getCalendarData(workspaceId, month, search, signal),
  });
}

function isMoving(client: QueryClient, workspaceId: string): boolean {
  return client.isMutating({ mutationKey: calendarMoveKey(workspaceId) }) > 0;
}

/** One month of the calendar; the previous month stays on screen while the next one loads. */
export function useCalendarData(workspaceId: string, date: string, search: string) {
  const client = useQueryClient();
  // Pushed card changes invalidate the calendar (board/api/live-board-events.ts); polling only while they cannot arrive.
  const live = useLiveChannel(liveChannel.workspace(workspaceId));
  return useQuery({
    ...getCalendarDataQueryOptions(workspaceId, date, search),
    placeholderData: keepPreviousData,
    refetchInterval: () => (live || isMoving(client, workspaceId) ? false : CALENDAR_POLL_MS),
  });
}
