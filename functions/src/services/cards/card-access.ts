/**
 * Which card a request may touch (cards spec §6 and §8 'The content cannot be found.'; accounts spec §6
 * guests see only client-visible stages). The route policy has already established workspace membership
 * and, on a route that changes the card, that it is out of the recycle bin (functions/src/services/access/authorize.ts,
 * routes/binned-cards.ts; issue 25; decisions K41), so nothing here checks the bin again.
 */
import type { Access } from '../access/authorize';
import { canSeeStage } from '../../lib/auth/visibility';
import { NotFoundError } from '../../lib/http/errors';
import { getCard, type CardRecord } from '../../data/cards';
import { getStage } from '../../data/stages';
import { BIN_MESSAGES } from '../../../../shared/schemas/recycle-bin-limits';

export const CARD_NOT_FOUND = 'The content cannot be found.';
/** A card in the recycle bin is read-only (cards spec §4 Card states); the authorization step answers it. */
export const CARD_READ_ONLY = BIN_MESSAGES.readOnly;

/**
 * The card `cardId` of the workspace, or null: the one the authorization step read with the membership
 * when the route changes that card (`access.card`), else one GetItem.
 */
export async function cardOfRequest(
  workspaceId: string,
  cardId: string,
  access: Pick<Access, 'card' | 'workspace'>,
): Promise<CardRecord | null> {
  if (access.card?.id === cardId && access.workspace?.workspace_id === workspaceId) return access.card.item;
  return getCard(workspaceId, cardId);
}

/**
 * The card `cardId` of the workspace, when the caller may see it: the card the authorization step read
 * (or one GetItem), plus a GetItem of its stage for callers who see only client-visible stages.
 * @throws NotFoundError 'The content cannot be found.' for an unknown card or one in a stage the caller may not see.
 */
export async function visibleCardOf(workspaceId: string, cardId: string, access: Access): Promise<CardRecord> {
  const card = await cardOfRequest(workspaceId, cardId, access);
  if (!card) throw new NotFoundError(CARD_NOT_FOUND);
  if (!access.can('can_see_hidden_stages') && !canSeeStage(await getStage(workspaceId, card.stage_id), access))
    throw new NotFoundError(CARD_NOT_FOUND);
  return card;
}
