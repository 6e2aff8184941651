/**
 * Which card a request may touch (cards spec §6 and §8 'The content cannot be found.'; accounts spec §6
 * guests see only client-visible stages). The route policy has already established workspace membership.
 */
import type { Access } from '../../lib/auth/authorize';
import { canSeeStage } from '../../lib/auth/visibility';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { getCard, type CardRecord } from '../../data/cards';
import { getStage } from '../../data/stages';

export const CARD_NOT_FOUND = 'The content cannot be found.';
/** A card in the recycle bin is read-only (cards spec §4 Card states). */
export const CARD_READ_ONLY = 'This card is in the recycle bin and cannot be changed.';

/**
 * The card `cardId` of the workspace, when the caller may see it: one GetItem, plus a GetItem of its
 * stage for callers who see only client-visible stages.
 * @throws NotFoundError 'The content cannot be found.' for an unknown card or one in a stage the caller may not see.
 */
export async function visibleCardOf(workspaceId: string, cardId: string, access: Access): Promise<CardRecord> {
  const card = await getCard(workspaceId, cardId);
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  if (!access.can('can_see_hidden_stages') && !canSeeStage(await getStage(workspaceId, card.stage_id), access)) throw new NotFoundError(CARD_NOT_FOUND);
  return card;
}

/**
 * Like `visibleCardOf`, for a write: the card must also be out of the recycle bin.
 * @throws NotFoundError as `visibleCardOf`; ConflictError for a card in the bin.
 */
export async function writableCardOf(workspaceId: string, cardId: string, access: Access): Promise<CardRecord> {
  const card = await visibleCardOf(workspaceId, cardId, access);
  if (card.deleted_at) throw new ConflictError(CARD_READ_ONLY);
  return card;
}
