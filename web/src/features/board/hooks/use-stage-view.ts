/**
 * What the board view and the list view both set up (accounts spec §2 Board view and List view, §4
 * moves; cards spec §2 Card popup; issue 30 "one way to build each thing"): the drag state
 * (`useBoardDrag`), the abilities they provide to their cards (what may move, how a card opens over
 * `view`), whether the caller may add cards (can_crud_content_group), and the props every stage's
 * column or rows get.
 */
import { useCallback, useMemo } from 'react';
import type { StageWithCards } from '../../../../../shared/schemas/stage';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import type { WorkspaceMode } from '../../../config/paths';
import { useBoardDrag } from './use-board-drag';
import { moveAbilities, type BoardAbilities } from './board-abilities';
import { useOpenCard } from './use-open-card';

/** A view of `workspace`'s stages filtered by `search`; `instructions` are the screen reader's drag instructions. */
export function useStageView(
  workspace: WorkspaceDetail,
  search: string,
  instructions: Parameters<typeof useBoardDrag>[2],
  view: WorkspaceMode,
) {
  const { permissions } = workspace;
  const drag = useBoardDrag(workspace, search, instructions);
  const { openCard, cardHref } = useOpenCard(workspace.organization_id, workspace.id, view);
  const abilities = useMemo<BoardAbilities>(
    () => ({ ...moveAbilities(permissions), openCard, cardHref }),
    [permissions, openCard, cardHref],
  );
  const canAddCard = permissions.can_crud_content_group === true;
  const { cardsOf } = drag;
  /** The props of one stage's column (board) or rows (list): its cards in their current order. */
  const stageProps = useCallback(
    (stage: StageWithCards) => ({ stage, cards: cardsOf(stage.id), workspaceId: workspace.id, search, canAddCard }),
    [cardsOf, workspace.id, search, canAddCard],
  );
  return { ...drag, abilities, canAddCard, stageProps };
}
