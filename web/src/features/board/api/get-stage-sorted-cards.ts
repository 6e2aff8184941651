/**
 * `GET /api/v1/workspaces/{id}/stages/{sid}/sort?sort_type=ascending|descending&page&per_page&cursor`: one
 * stage's cards ordered by due date (accounts spec §7 Stages "sorting by due date"; page size 10, §9).
 * The board shows this as a read-only view of the column; it refreshes with the board (§9: 5 s).
 * Pages after the first follow `paging.next_cursor`: one page of reads each (issue 27).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StageCardsPage } from '../../../../../shared/schemas/stage';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getWorkspaceScopeQueryKey, WORKSPACE_POLL_MS } from './get-workspace';
import { liveChannel } from '../../../lib/live/channels';
import { useLiveChannel } from '../../../lib/live/live-provider';

/** The two due-date orders. */
export type StageSortType = 'ascending' | 'descending';

/** Fetches one page of a stage's cards by due date: the first (`cursor` null), or the one after `cursor`. */
export function getStageSortedCards(
  workspaceId: string,
  stageId: string,
  sortType: StageSortType,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<StageCardsPage> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/stages/{sid}/sort', {
      params: {
        path: { id: workspaceId, sid: stageId },
        query: cursor ? { sort_type: sortType, cursor } : { sort_type: sortType, page: 1 },
      },
      signal,
    }),
  );
}

/** Infinite query options: pages of the stage's cards by due date. */
export function getStageSortedCardsQueryOptions(workspaceId: string, stageId: string, sortType: StageSortType) {
  return infiniteQueryOptions({
    queryKey: [...getWorkspaceScopeQueryKey(workspaceId), 'stages', stageId, 'sorted', sortType] as const,
    queryFn: ({ pageParam, signal }) => getStageSortedCards(workspaceId, stageId, sortType, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.paging.has_next_page && last.paging.next_cursor ? last.paging.next_cursor : undefined,
  });
}

/** A stage's cards by due date, refreshed like the board. */
export function useStageSortedCards(workspaceId: string, stageId: string, sortType: StageSortType) {
  // Pushed card changes invalidate it (live-board-events.ts); polling only while they cannot arrive.
  const live = useLiveChannel(liveChannel.workspace(workspaceId));
  return useInfiniteQuery({
    ...getStageSortedCardsQueryOptions(workspaceId, stageId, sortType),
    refetchInterval: live ? false : WORKSPACE_POLL_MS,
  });
}
