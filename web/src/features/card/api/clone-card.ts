/**
 * `POST /api/v1/workspaces/{id}/content_groups/{cid}/clone {content_group}`: copy the popup's card 1 to 5
 * times into a stage (cards spec §2 Copy Card panel, §4 Copy panel, §7 "clone … returns content_groups";
 * decisions K30). On success the workspace views refresh through the popup's `onCardChanged`, so the new
 * cards appear in their stage at once.
 */
import { useMutation } from '@tanstack/react-query';
import type { CloneCardResponse } from '../../../../../shared/schemas/card-copy';
import type { CardDuplicateSettings } from '../../../../../shared/schemas/card-copy-limits';
import { apiClient, unwrap } from '../../../lib/api-client';
import { useCardPopup } from '../hooks/use-card-popup';

/** Copies a card. */
export function cloneCard(
  workspaceId: string,
  cardId: string,
  settings: CardDuplicateSettings,
): Promise<CloneCardResponse> {
  return unwrap(
    apiClient.POST('/api/v1/workspaces/{id}/content_groups/{cid}/clone', {
      params: { path: { id: workspaceId, cid: cardId } },
      body: { content_group: settings },
    }),
  );
}

/** Clone mutation of the popup's card. Its failure shows in the panel (cards spec §8), not as a toast. */
export function useCloneCard() {
  const { workspaceId, card, onCardChanged } = useCardPopup();
  return useMutation({
    mutationFn: (settings: CardDuplicateSettings) => cloneCard(workspaceId, card.id, settings),
    onSuccess: () => onCardChanged(),
    meta: { errorToast: false },
  });
}
