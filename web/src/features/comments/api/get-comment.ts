/**
 * `GET …/comments/{comment_id}` (cards spec §2 "With a highlighted comment"; decisions R1): one comment
 * in either tab the caller may see; a Team comment is unknown (404) to those who cannot see the Team tab.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '../../../../../shared/schemas/comments';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';
import { commentKeys, type CommentsScope } from './comments-path';

/** Fetches one comment. */
export function getComment(scope: CommentsScope, commentId: string, signal?: AbortSignal): Promise<Comment> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/comments/{comment_id}', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId, comment_id: commentId } },
      signal,
    }),
  );
}

/** Query options of one comment (no retries on a refusal: a bad link is an answer). */
export function getCommentQueryOptions(scope: CommentsScope, commentId: string) {
  return queryOptions({
    queryKey: commentKeys.one(scope.cardId, commentId),
    queryFn: ({ signal }) => getComment(scope, commentId, signal),
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** The highlighted comment, when a link names one (`commentId` null: nothing is fetched). */
export function useComment(scope: CommentsScope, commentId: string | null) {
  return useQuery({ ...getCommentQueryOptions(scope, commentId ?? ''), enabled: commentId !== null });
}
