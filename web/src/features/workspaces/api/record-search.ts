/**
 * `POST /api/v1/workspaces/{id}/search_histories {text}`: record a non-empty search, 201 with the entry
 * (cards spec §2; an empty search only clears the query and is not sent: the API answers it 400 "Required",
 * docs/decisions.md A33). The answer goes to the top of the cached history, without its older duplicate.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchHistoryEntry } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';
import { getSearchHistoriesQueryOptions } from './get-search-histories';

/** Records a search text. */
export function recordSearch(workspaceId: string, text: string): Promise<SearchHistoryEntry> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/search_histories', {
      params: { path: { id: workspaceId } },
      body: { text },
    }),
  );
}

/** The mutation; a failure only costs the history entry, so it is not toasted. */
export function useRecordSearch(workspaceId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getSearchHistoriesQueryOptions(workspaceId);
  return useMutation({
    mutationFn: (text: string) => recordSearch(workspaceId, text),
    meta: { errorToast: false },
    onSuccess: (entry) => {
      queryClient.setQueryData<SearchHistoryEntry[]>(queryKey, (list) =>
        list ? [entry, ...list.filter((h) => h.id !== entry.id)] : list,
      );
    },
  });
}
