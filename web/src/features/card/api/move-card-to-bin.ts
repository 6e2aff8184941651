/**
 * `DELETE /api/v1/workspaces/{id}/content_groups/{cid}`: Move to Recycle Bin (cards spec §4 "Moving to
 * the recycle bin"; accounts spec §4 Deleted card). Answers `{id, deleted_at}`; refused with 409 while
 * the card's stage tracks time (cards spec §8) or when the card is already in the bin.
 */
import { apiClient, unwrap } from '../../../lib/api-client';

/** What the server answers for a binned card. */
export interface BinnedCard {
  id: string;
  deleted_at: string;
}

/** Moves a card to its organization's recycle bin. */
export function moveCardToBin(workspaceId: string, cardId: string): Promise<BinnedCard> {
  return unwrap(apiClient.DELETE('/api/v1/workspaces/{id}/content_groups/{cid}', { params: { path: { id: workspaceId, cid: cardId } } }));
}
