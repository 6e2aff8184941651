/**
 * `GET /api/v1/workspaces/{id}/search_histories`: the user's past searches in a workspace, newest first,
 * at most 50 (cards spec §2 Search, §4 Search history; docs/decisions.md K25).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchHistoryEntry } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the history. */
export function getSearchHistories(workspaceId: string, signal?: AbortSignal): Promise<SearchHistoryEntry[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/search_histories', { params: { path: { id: workspaceId } }, signal }),
  );
}

/** Query options of the history (not under the workspace key: board refreshes leave it alone). */
export function getSearchHistoriesQueryOptions(workspaceId: string) {
  return queryOptions({
    queryKey: ['search-histories', workspaceId] as const,
    queryFn: ({ signal }) => getSearchHistories(workspaceId, signal),
    meta: { errorToast: false },
  });
}

/** The history, read once the dropdown first opens. */
export function useSearchHistories(workspaceId: string, enabled: boolean) {
  return useQuery({ ...getSearchHistoriesQueryOptions(workspaceId), enabled });
}
