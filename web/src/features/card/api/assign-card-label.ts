/**
 * `POST /api/v1/workspaces/{id}/content_groups/{cid}/content_labels {label_id, assigned}`: put a label
 * on the popup's card or take it off (cards spec §7 Labels; §6 can_access_edit_label).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CardDetail } from '../../../../../shared/schemas/card';
import type { AssignLabelRequest } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useCardMutation } from './card-mutation';
import { getCardLabelsQueryOptions } from './get-card-labels';

/** Assigns or unassigns a label. */
export function assignCardLabel(workspaceId: string, cardId: string, body: AssignLabelRequest): Promise<CardDetail> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/content_labels', {
      params: { path: { id: workspaceId, cid: cardId } },
      body,
    }),
  );
}

/** Label toggle of the popup's card; its variable is `{ label_id, assigned }`. Ticks the dialog's list at once, then refreshes it. */
export function useAssignCardLabel(workspaceId: string, cardId: string) {
  const queryClient = useQueryClient();
  const mutation = useCardMutation(assignCardLabel);
  return {
    ...mutation,
    mutate: (body: AssignLabelRequest) => {
      const { queryKey } = getCardLabelsQueryOptions(workspaceId, cardId);
      // The box shows the change at once; the refetch after the answer corrects it if the server refused.
      queryClient.setQueryData(queryKey, (labels) =>
        labels?.map((l) => (l.id === body.label_id ? { ...l, assigned: body.assigned } : l)),
      );
      mutation.mutate(body, { onSettled: () => queryClient.invalidateQueries({ queryKey }) });
    },
  };
}
