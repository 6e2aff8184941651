/**
 * The board view (accounts spec §2 Board view, §4 moves; BRIEF §5 "Board state"): stage columns side by
 * side, cards dragged within and between stages, stages reordered by their headers, "Add Stage" at the
 * end, and "This workspace has no stage yet." when empty. Columns carry their stage menu (rename,
 * delete, sort by due date) and cards their inline rename, each by its permission flag (§6). A click,
 * or Enter, on a card opens its popup (cards spec §2); without a move flag nothing can be dragged.
 *
 * Drag and drop lives in `hooks/use-board-drag.ts` (dnd-kit MultipleContainers, shared with the list
 * view); the dragged item is drawn in a `DragOverlay`. Mouse, touch and keyboard all work. Boards of
 * many stages render the columns near the view (`hooks/use-column-window.ts`, issue 11).
 */
import { useCallback, useRef } from 'react';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoSearchMatch } from '../../../components/ui/no-search-match';
import { useRenameCard } from '../api/update-card';
import { BOARD_DRAG_INSTRUCTIONS } from '../hooks/use-board-drag';
import { useStageView } from '../hooks/use-stage-view';
import { BoardAbilitiesContext } from '../hooks/board-abilities';
import { useColumnWindow } from '../hooks/use-column-window';
import { findContainer } from '../utils/board-state';
import { AddStageForm } from './add-stage-form';
import { BoardColumn, ColumnOverlay } from './board-column';
import { CardOverlay } from './board-card';
import { MoveSaveStatus } from './move-save-status';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface BoardViewProps {
  workspace: WorkspaceDetail;
  search: string;
}

/** The kanban board of one workspace. */
export function BoardView({ workspace, search }: BoardViewProps) {
  const { t } = useTranslation('board');
  const { permissions } = workspace;
  const { stages, stageIds, items, cardsOf, activeCard, activeStage, contextProps, abilities, stageProps } =
    useStageView(workspace, search, BOARD_DRAG_INSTRUCTIONS, 'board');
  const boardRef = useRef<HTMLDivElement>(null);
  // The dragged item's column stays rendered however far the board scrolls.
  const dragged = activeCard ? findContainer(items, activeCard.id) : activeStage?.id;
  const columns = useColumnWindow(boardRef, stageIds, dragged ? stageIds.indexOf(dragged) : -1);
  const renameCard = useRenameCard(workspace.id, search);
  const { mutate: rename } = renameCard;
  const onRenameCard = useCallback((cardId: string, name: string) => rename({ cardId, name }), [rename]);

  const canAddStage = permissions.can_access_stage === true;

  if (stages.length === 0) {
    return (
      <div className="gl-board">
        <div className="gl-board-empty">
          <EmptyState
            title={canAddStage ? t('empty.noStageYet') : t('empty.noAvailableStage')}
            description={canAddStage ? t('empty.addStageHint') : undefined}
          />
        </div>
        {canAddStage ? <AddStageForm workspaceId={workspace.id} search={search} /> : null}
      </div>
    );
  }
  // A search that finds nothing: one message instead of empty columns.
  if (search && stages.every((stage) => cardsOf(stage.id).length === 0)) {
    return (
      <div className="gl-board">
        <div className="gl-board-empty">
          <NoSearchMatch search={search} />
        </div>
      </div>
    );
  }

  return (
    <BoardAbilitiesContext.Provider value={abilities}>
      <DndContext {...contextProps}>
        <div ref={boardRef} className="gl-board" data-testid="board">
          {columns.before > 0 ? (
            <div
              className="gl-board__spacer"
              style={{ flexBasis: columns.before }}
              tabIndex={0}
              aria-label={t('board.previousStage')}
              onFocus={columns.onFocusBefore}
            />
          ) : null}
          <SortableContext items={stageIds} strategy={horizontalListSortingStrategy}>
            {stages.slice(columns.first, columns.last + 1).map((stage) => (
              <BoardColumn
                key={stage.id}
                {...stageProps(stage)}
                canManageStage={canAddStage}
                canSortStage={permissions.can_access_sort_stage === true}
                onRenameCard={permissions.can_access_edit_title === true ? onRenameCard : undefined}
              />
            ))}
          </SortableContext>
          {columns.after > 0 ? (
            <div
              className="gl-board__spacer"
              style={{ flexBasis: columns.after }}
              tabIndex={0}
              aria-label={t('board.nextStage')}
              onFocus={columns.onFocusAfter}
            />
          ) : null}
          {canAddStage ? <AddStageForm workspaceId={workspace.id} search={search} compact /> : null}
        </div>
        <MoveSaveStatus workspaceId={workspace.id} />
        <DragOverlay>
          {activeCard ? <CardOverlay card={activeCard} /> : null}
          {activeStage ? <ColumnOverlay stage={activeStage} cards={cardsOf(activeStage.id)} search={search} /> : null}
        </DragOverlay>
      </DndContext>
    </BoardAbilitiesContext.Provider>
  );
}
