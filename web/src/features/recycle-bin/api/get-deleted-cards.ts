/**
 * `GET /api/v1/organizations/{id}/content_groups/deleted_index?page`: the organization's recycle bin,
 * most recently binned first, 20 cards a page, with `total_deleted_count` (accounts spec §2 Recycle bin
 * page, §3 Deleted card list, §4 "Feeds (bin, …) load the next page on scroll", §7 Recycle bin).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DeletedCardPage } from '../../../../../shared/schemas/recycle-bin';
import { apiClient, unwrap } from '../../../lib/api-client';

/** The key of every bin query of an organization: restores and deletions invalidate it. */
export function getDeletedCardsScopeQueryKey(organizationId: string) {
  return ['organizations', organizationId, 'recycle-bin'] as const;
}

/** Fetches one page (from 1). */
export function getDeletedCards(organizationId: string, page: number, signal?: AbortSignal): Promise<DeletedCardPage> {
  return unwrap(
    apiClient.GET('/api/v1/organizations/{id}/content_groups/deleted_index', {
      params: { path: { id: organizationId }, query: { page } },
      signal,
    }),
  );
}

/** Infinite query options: pages are numbered. */
export function getDeletedCardsQueryOptions(organizationId: string) {
  return infiniteQueryOptions({
    queryKey: getDeletedCardsScopeQueryKey(organizationId),
    queryFn: ({ pageParam, signal }) => getDeletedCards(organizationId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next_page ? last.page + 1 : undefined),
  });
}

/** The bin, page by page. */
export function useDeletedCards(organizationId: string) {
  return useInfiniteQuery(getDeletedCardsQueryOptions(organizationId));
}
