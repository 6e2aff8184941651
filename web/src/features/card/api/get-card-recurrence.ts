/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/recurrence`: the card's repeat rule in words and its next
 * occurrence, or null (issue 28 "Recurring cards"; beyond the spec; decisions G17–G22).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecurrenceResponse } from '../../../../../shared/schemas/recurrence';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the card's recurrence. */
export function getCardRecurrence(
  workspaceId: string,
  cardId: string,
  signal?: AbortSignal,
): Promise<RecurrenceResponse> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/recurrence', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/** Query options of a card's recurrence. */
export function getCardRecurrenceQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: ['card-recurrence', workspaceId, cardId] as const,
    queryFn: ({ signal }) => getCardRecurrence(workspaceId, cardId, signal),
    meta: { errorToast: false },
  });
}

/** The card's recurrence. */
export function useCardRecurrence(workspaceId: string, cardId: string) {
  return useQuery(getCardRecurrenceQueryOptions(workspaceId, cardId));
}
