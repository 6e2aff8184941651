/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}`: the card the popup shows, with its detail and the
 * caller's card flags (cards spec §2 Card popup, §3 Card, §6). One request opens the popup (BRIEF §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardDetail } from '../../../../../shared/schemas/card';
import { apiClient, ApiError, unwrap } from '../../../lib/api-client';

/** Fetches one card. */
export function getCard(workspaceId: string, cardId: string, signal?: AbortSignal): Promise<CardDetail> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/** Query options of one card; every popup mutation writes its answer here. */
export function getCardQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: ['cards', workspaceId, cardId] as const,
    queryFn: ({ signal }) => getCard(workspaceId, cardId, signal),
    // The popup shows its load errors itself ('The content cannot be found.' or a retry), so no toast repeats them.
    meta: { errorToast: false },
    // "The content cannot be found." is an answer, not a hiccup: no retries for 4xx.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

/** The popup's card; `enabled` false waits (while the popup's one request seeds it, issue 27). */
export function useCard(workspaceId: string, cardId: string, enabled = true) {
  return useQuery({ ...getCardQueryOptions(workspaceId, cardId), enabled });
}
