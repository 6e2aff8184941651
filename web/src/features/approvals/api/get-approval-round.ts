/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/approval_round` (issues 37, 38, beyond the spec): the
 * card's round, its stage's decision rule, each reviewer's decision in it and the earlier rounds.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the card's approval round. */
export function getApprovalRound(workspaceId: string, cardId: string, signal?: AbortSignal) {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/approval_round', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/**
 * The card's round. `version` (the approval's status and round as the card shows them) is in the key, so an
 * approval action or a new round reads it again.
 */
export function useApprovalRound(workspaceId: string, cardId: string, version: string) {
  return useQuery(
    queryOptions({
      queryKey: ['cards', workspaceId, cardId, 'approval-round', version] as const,
      queryFn: ({ signal }) => getApprovalRound(workspaceId, cardId, signal),
    }),
  );
}
