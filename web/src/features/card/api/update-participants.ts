/**
 * `POST /api/v1/workspaces/{id}/content_groups/{cid}/update_assigned_user {assigned_users}`: add and
 * remove participants of the popup's card (cards spec §7 Participants, payload `{user_id, _destroy}`;
 * §6 can_assign_user).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CardDetail } from '../../../../../shared/schemas/card';
import type { AssignedUsersRequest } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useCardMutation } from './card-mutation';
import { getParticipantChoicesQueryOptions } from './get-participant-choices';

/** Sends participant changes. */
export function updateParticipants(
  workspaceId: string,
  cardId: string,
  body: AssignedUsersRequest,
): Promise<CardDetail> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/update_assigned_user', {
      params: { path: { id: workspaceId, cid: cardId } },
      body,
    }),
  );
}

/** Participant changes of the popup's card; refreshes the modal's choices. */
export function useUpdateParticipants(workspaceId: string, cardId: string) {
  const queryClient = useQueryClient();
  const mutation = useCardMutation(updateParticipants);
  return {
    ...mutation,
    mutate: (body: AssignedUsersRequest) =>
      mutation.mutate(body, {
        onSettled: () =>
          queryClient.invalidateQueries({ queryKey: getParticipantChoicesQueryOptions(workspaceId, cardId).queryKey }),
      }),
  };
}
