/**
 * `DELETE /api/v1/workspaces/{id}/content_groups/{cid}`: Move to Recycle Bin (cards spec §4 "Moving to
 * the recycle bin"; accounts spec §4 Deleted card). Answers `{id, deleted_at}`; refused with 409 while
 * the card's stage tracks time (cards spec §8) or when the card is already in the bin.
 */
import { apiClient, unwrap } from '../../../lib/api-client';

/** Moves a card to its organization's recycle bin. */
export function moveCardToBin(workspaceId: string, cardId: string) {
  return unwrap(
    apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}', {
      params: { path: { id: workspaceId, cid: cardId } },
    }),
  );
}

/** What the server answers for a binned card, typed by the API document. */
export type BinnedCard = Awaited<ReturnType<typeof moveCardToBin>>;
