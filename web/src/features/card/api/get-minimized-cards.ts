/**
 * `GET /api/v1/minimized_content_groups`: the user's minimized cards, the dock's list (cards spec §2
 * Minimized cards, §3; accounts spec §2 dock; docs/decisions.md K23–K24: at most 10, only cards the
 * user may still open).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MinimizedCard } from '../../../../../shared/schemas/user-preferences';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the dock. */
export function getMinimizedCards(signal?: AbortSignal): Promise<MinimizedCard[]> {
  return unwrap(apiClient.GET('/api/v1/minimized_content_groups', { signal }));
}

/** Query options of the dock; minimizing, restoring and binning write or refresh this key. */
export function getMinimizedCardsQueryOptions() {
  return queryOptions({
    queryKey: ['minimized-cards'] as const,
    queryFn: ({ signal }) => getMinimizedCards(signal),
  });
}

/** The dock's cards. */
export function useMinimizedCards() {
  return useQuery(getMinimizedCardsQueryOptions());
}
