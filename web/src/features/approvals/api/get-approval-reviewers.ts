/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_reviewers` (issue 37, beyond the spec): the
 * workspace's Approvers who see the card's stage, the reviewers the Submit dialog offers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewerChoice } from '../../../../../shared/schemas/approvals';
import { api } from '../../../lib/api-client';

/** Fetches the card's possible reviewers. */
export function getApprovalReviewers(workspaceId: string, cardId: string, signal?: AbortSignal): Promise<ReviewerChoice[]> {
  return api.get<ReviewerChoice[]>(`/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/approval_reviewers`, undefined, signal);
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
