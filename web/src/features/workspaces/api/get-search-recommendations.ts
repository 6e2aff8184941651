/**
 * `GET /api/v1/workspaces/{id}/content_groups/search?name`: up to 10 titles of live cards matching
 * `name` in stages the caller may see (cards spec §2 Search "recommendations", §3 Recommendation;
 * docs/decisions.md K25).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchRecommendation } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';

export type { SearchRecommendation };

/** Fetches the recommendations for `name`. */
export function getSearchRecommendations(
  workspaceId: string,
  name: string,
  signal?: AbortSignal,
): Promise<SearchRecommendation[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/search', {
      params: { path: { id: workspaceId }, query: { name } },
      signal,
    }),
  );
}

/** Query options per text. */
export function getSearchRecommendationsQueryOptions(workspaceId: string, name: string) {
  return queryOptions({
    queryKey: ['search-recommendations', workspaceId, name] as const,
    queryFn: ({ signal }) => getSearchRecommendations(workspaceId, name, signal),
    meta: { errorToast: false },
    staleTime: 30_000,
  });
}

/** Recommendations for a non-empty text (nothing is asked for an empty one). */
export function useSearchRecommendations(workspaceId: string, name: string) {
  return useQuery({
    ...getSearchRecommendationsQueryOptions(workspaceId, name),
    enabled: name.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
