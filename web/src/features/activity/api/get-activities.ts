/**
 * `GET /api/v1/user_profiles/{id}/activities?per_page&last_id`: a user's activities the caller may see,
 * newest first, 10 a page, with the banner's person (accounts spec §2 User activity page, §3 Activity,
 * §7 Activity, §9 "Activity page size 10"; decisions A30, A31). The feed loads the next page on scroll
 * (§4), each after the `last_id` of the one before.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** accounts spec §9. */
export const ACTIVITY_PAGE_SIZE = 10;

/** Infinite query options of `userId`'s feed: the first page, then each after the last one's `last_id`. */
export function getActivitiesQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: ['user-profiles', userId, 'activities'] as const,
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        apiClient.GET('/api/v1/user_profiles/{id}/activities', {
          params: { path: { id: userId }, query: { per_page: ACTIVITY_PAGE_SIZE, last_id: pageParam ?? undefined } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_next_page && last.last_id ? last.last_id : undefined),
    // The page shows its own load error ('User not found'); a toast would say it twice.
    meta: { errorToast: false },
  });
}

/** `userId`'s feed. */
export function useActivities(userId: string) {
  return useInfiniteQuery(getActivitiesQueryOptions(userId));
}
