/**
 * What the caller may do with the cards and stages of a board or list (cards spec §6: "Hide every
 * control the user's flags do not allow"; accounts spec §6 can_access_move_content_board,
 * can_access_move_stage_board) and how a card opens (cards spec §2 Card popup). The views provide it
 * once, so cards and columns (virtualised or not) read it without extra props.
 */
import { createContext, useContext } from 'react';
import type { Card } from '../../../../../shared/schemas/card';

export interface BoardAbilities {
  /** Cards can be dragged (can_access_move_content_board); otherwise they show no drag affordance. */
  canMoveCards: boolean;
  /** Stages can be dragged (can_access_move_stage_board); otherwise their grips are hidden. */
  canMoveStages: boolean;
  /** Opens a card's popup. */
  openCard: (card: Pick<Card, 'id' | 'name'>) => void;
  /** The popup's URL of a card (for links that can also open in a new tab). */
  cardHref: (card: Pick<Card, 'id' | 'name'>) => string;
}

/** The abilities of a view whose caller may do nothing (the safe default). */
const NONE: BoardAbilities = {
  canMoveCards: false,
  canMoveStages: false,
  openCard: () => undefined,
  cardHref: () => '#',
};

export const BoardAbilitiesContext = createContext<BoardAbilities>(NONE);

/** The abilities of the surrounding view. */
export function useBoardAbilities(): BoardAbilities {
  return useContext(BoardAbilitiesContext);
}

/** The move abilities a workspace's flags give. */
export function moveAbilities(
  permissions: Record<string, boolean>,
): Pick<BoardAbilities, 'canMoveCards' | 'canMoveStages'> {
  return {
    canMoveCards: permissions.can_access_move_content_board === true,
    canMoveStages: permissions.can_access_move_stage_board === true,
  };
}
