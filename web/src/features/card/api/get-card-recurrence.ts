/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/recurrence`: the card's repeat rule in words and its next
 * occurrence, or null (issue 28 "Recurring cards"; beyond the spec; decisions G17–G22).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecurrenceResponse } from '../../../../../shared/schemas/recurrence';
import { api } from '../../../lib/api-client';

/** The recurrence path of a card (read with GET, set with PUT, stopped with DELETE). */
export function recurrencePath(workspaceId: string, cardId: string): string {
  return `/api/v1/workspaces/${workspaceId}/content_groups/${cardId}/recurrence`;
}

/** Fetches the card's recurrence. */
export function getCardRecurrence(workspaceId: string, cardId: string, signal?: AbortSignal): Promise<RecurrenceResponse> {
  return api.get<RecurrenceResponse>(recurrencePath(workspaceId, cardId), undefined, signal);
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
