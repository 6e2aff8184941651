/**
 * `DELETE /api/v1/workspaces/{id}/content_groups/{cid}/archive`: archive or unarchive, the call toggles
 * (cards spec §4 Card states, §7).
 */
import type { CardDetail } from '../../../../../shared/schemas/card';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useCardMutation } from './card-mutation';

/** Toggles a card's archived state. */
export function toggleCardArchived(workspaceId: string, cardId: string): Promise<CardDetail> {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}/archive', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  );
}

/** Archive-toggle mutation of the popup's card. */
export function useToggleCardArchived() {
  return useCardMutation<void>((workspaceId, cardId) => toggleCardArchived(workspaceId, cardId));
}
