/**
 * `GET …/comments/mentionable_users?chat_status` (cards spec §2 "typing @ and letters opens a picker";
 * §5 Comments; decisions R1, R8): the workspace members who may see the card and the tab, by name.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedUser } from '../../../../../shared/schemas/label';
import type { CommentTab } from '../../../../../shared/schemas/comments-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { commentKeys, type CommentsScope } from './comments-path';

/** Fetches the people of a tab. */
export function getMentionableUsers(
  scope: CommentsScope,
  tab: CommentTab,
  signal?: AbortSignal,
): Promise<AssignedUser[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/comments/mentionable_users', {
      params: { path: { id: scope.workspaceId, cid: scope.cardId }, query: { chat_status: tab } },
      signal,
    }),
  );
}

/** Query options; membership rarely changes while a popup is open, so they stay fresh for 5 minutes. */
export function getMentionableUsersQueryOptions(scope: CommentsScope, tab: CommentTab) {
  return queryOptions({
    queryKey: commentKeys.mentionable(scope.cardId, tab),
    queryFn: ({ signal }) => getMentionableUsers(scope, tab, signal),
    staleTime: 5 * 60_000,
  });
}

/** The picker's people, loaded once the composer is in use (`enabled`). */
export function useMentionableUsers(scope: CommentsScope, tab: CommentTab, enabled: boolean) {
  return useQuery({ ...getMentionableUsersQueryOptions(scope, tab), enabled });
}
