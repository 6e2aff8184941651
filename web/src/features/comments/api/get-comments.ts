/**
 * `GET …/comments?chat_status&show_activities&per_page=10&last_id` (cards spec §4 "The comment list is an
 * endless scroll, page size 10, refreshed every 15 seconds"; §7 Comments list; decisions R1): one tab's
 * stream, newest first, page by page with the `last_id` cursor. While the card channel pushes comment
 * events (./live-comments.ts) polling pauses; otherwise it refetches every 15 s (§9).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentsPage } from '../../../../../shared/schemas/comments';
import { COMMENT_LIMITS, type CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';
import { commentKeys, type CommentsScope } from './comments-path';

/** Fetches one page: the newest 10, or the 10 older than `lastId`. */
export function getComments(
  scope: CommentsScope,
  tab: CommentTab,
  showActivities: boolean,
  lastId: string | null,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/comments', {
      params: {
        path: { id: scope.workspaceId, cid: scope.cardId },
        query: {
          chat_status: tab,
          show_activities: showActivities ? 'true' : 'false',
          per_page: COMMENT_LIMITS.pageSize,
          last_id: lastId ?? undefined,
        },
      },
      signal,
    }),
  );
}

/** Infinite query options of a tab's stream; `poll` refetches every 15 s (cards spec §9). */
export function getCommentsQueryOptions(scope: CommentsScope, tab: CommentTab, showActivities: boolean, poll = false) {
  return infiniteQueryOptions({
    queryKey: commentKeys.stream(scope.cardId, tab, showActivities),
    queryFn: ({ pageParam, signal }) => getComments(scope, tab, showActivities, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_next_page ? last.last_id : null),
    refetchInterval: poll ? COMMENT_LIMITS.refreshMs : false,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** A tab's stream; `live` says the card channel pushes comment events (then no polling). */
export function useComments(scope: CommentsScope, tab: CommentTab, showActivities: boolean, live: boolean) {
  return useInfiniteQuery(getCommentsQueryOptions(scope, tab, showActivities, !live));
}
