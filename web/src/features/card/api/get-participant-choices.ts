/**
 * `GET /api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/new`: the workspace members who are
 * not yet participants of the card (cards spec §7 Participants): the participants modal's choices.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignedUser } from '../../../../../shared/schemas/label';
import { apiClient, unwrap } from '../../../lib/api-client';

/** Fetches the members who may be added. */
export function getParticipantChoices(
  workspaceId: string,
  cardId: string,
  signal?: AbortSignal,
): Promise<AssignedUser[]> {
  return unwrap(
    apiClient.GET('/api/v1/workspaces/{id}/content_groups/{cid}/assigned_users/new', {
      params: { path: { id: workspaceId, cid: cardId } },
      signal,
    }),
  );
}

/** Query options of a card's participant choices. */
export function getParticipantChoicesQueryOptions(workspaceId: string, cardId: string) {
  return queryOptions({
    queryKey: ['cards', workspaceId, cardId, 'participant-choices'] as const,
    queryFn: ({ signal }) => getParticipantChoices(workspaceId, cardId, signal),
  });
}

/** The members who may be added, while the participants modal is open. */
export function useParticipantChoices(workspaceId: string, cardId: string) {
  return useQuery(getParticipantChoicesQueryOptions(workspaceId, cardId));
}
