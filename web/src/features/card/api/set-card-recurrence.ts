/**
 * `PUT …/content_groups/{cid}/recurrence {rule}` and `DELETE …/recurrence`: make the card repeat, change its
 * rule, or stop it; either counts from now on (issue 28 "Recurring cards"; decisions G17–G22).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurrenceResponse, RecurrenceRuleInput } from '../../../../../shared/schemas/recurrence';
import { apiClient, noContent, unwrap } from '../../../lib/api-client';
import { getCardRecurrenceQueryOptions } from './get-card-recurrence';

/** Sets the card's rule. */
export function setCardRecurrence(
  workspaceId: string,
  cardId: string,
  rule: RecurrenceRuleInput,
): Promise<RecurrenceResponse> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/recurrence', {
      params: { path: { id: workspaceId, cid: cardId } },
      body: { rule },
    }),
  );
}

/** Stops the card repeating. */
export function stopCardRecurrence(workspaceId: string, cardId: string): Promise<void> {
  return noContent(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/recurrence', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  );
}

/** Set (a rule) or stop (null) the card's recurrence; the answer replaces the cached one. */
export function useSetCardRecurrence(workspaceId: string, cardId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getCardRecurrenceQueryOptions(workspaceId, cardId);
  return useMutation({
    mutationFn: async (rule: RecurrenceRuleInput | null): Promise<RecurrenceResponse> => {
      if (rule === null) {
        await stopCardRecurrence(workspaceId, cardId);
        return { recurrence: null };
      }
      return setCardRecurrence(workspaceId, cardId, rule);
    },
    meta: { errorToast: false },
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
  });
}
