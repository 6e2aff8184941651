/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers` (issue 37, beyond the spec): the
 * workspace's Approvers who see the card's stage, the reviewers the Submit dialog offers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the card's possible reviewers. */
export function getApprovalReviewers(workspaceId: string, cardId: string, signal?: AbortSignal) {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/** Query options of a card's possible reviewers. */
export function getApprovalReviewersQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: ['cards', workspaceId, cardId, 'approval-reviewers'] as const,
    queryFn: ({ signal }) => getApprovalReviewers(workspaceId, cardId, signal),
  });
}

/** The possible reviewers, while the Submit dialog is open. */
export function useApprovalReviewers(workspaceId: string, cardId: string) {
  return useQuery(getApprovalReviewersQueryOptions(workspaceId, cardId));
}
