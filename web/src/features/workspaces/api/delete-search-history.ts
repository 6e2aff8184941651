/**
 * `DELETE /api/v1/workspaces/{id}/search_histories/{history_id}`: remove one past search (cards spec §7
 * Other). Removed from the dropdown at once; the history is re-read afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchHistoryEntry } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSearchHistoriesQueryOptions } from './get-search-histories';

/** Deletes a history entry. */
export function deleteSearchHistory(workspaceId: string, historyId: string): Promise<{ id: string }> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/search_histories/{history_id}', {
      params: { path: { id: workspaceId, history_id: historyId } },
    }),
  );
}

/** The removal. */
export function useDeleteSearchHistory(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getSearchHistoriesQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (historyId: string) => deleteSearchHistory(workspaceId, historyId),
    onMutate: (historyId) =>
      queryClient.setQueryData<SearchHistoryEntry[]>(queryKey, (list) => list?.filter((h) => h.id !== historyId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
