/**
 * `PUT /api/v1/workspaces/{id}/content_groups/{cid}/mark_as_incomplete`: clearing the completed tag
 * removes completion (cards spec §4 Card states, §7; §8 a failure shows the server's message).
 */
import type { CardDetail } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useCardMutation } from './card-mutation';

/** Clears a card's completion. */
export function markCardIncomplete(workspaceId: string, cardId: string): Promise<CardDetail> {
  return unwrap(
    apiClient.PUT('/api/v1/workspaces/{id}/content_groups/{cid}/mark_as_incomplete', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  );
}

/** Mark-as-incomplete mutation of the popup's card. */
export function useMarkCardIncomplete() {
  return useCardMutation<void>((workspaceId, cardId) => markCardIncomplete(workspaceId, cardId));
}
