/**
 * A stage column on the board (accounts spec §2 Board view; §9 width 260 px): header with the stage
 * name and card count (drag it to reorder stages) and the stage menu (inline rename, delete popup, sort
 * by due date, §4 and §6), its cards, "No Queue" when empty, "Load more" while the stage has further
 * pages, and "Add Card". `data-testid="stage-<id>"` and the stage name as the accessible name let
 * browser tests find it.
 */
import { memo, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@aws-amplify/ui-react';
import type { Card } from '../../../../../shared/schemas/card';
import type { StageWithCards } from '../../../../../shared/schemas/stage';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineEdit } from '../../../components/ui/inline-edit';
import type { StageSortType } from '../api/get-stage-sorted-cards';
import { useUpdateStage } from '../api/update-stage';
import { useLoadMoreCards } from '../hooks/use-load-more-cards';
import { StageCount } from './stage-count';
import { useBoardAbilities } from '../hooks/board-abilities';
import { AddCardForm } from './add-card-form';
import { CardFace, SortableCard } from './board-card';
import { DeleteStageDialog } from './delete-stage-dialog';
import { SortedStageCards } from './sorted-stage-cards';
import { StageMenu } from './stage-menu';
import { GripIcon } from './grip-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface BoardColumnProps {
  stage: StageWithCards;
  /** The column's cards in their current (possibly mid-drag) order. */
  cards: Card[];
  workspaceId: string;
  search: string;
  canAddCard: boolean;
  /** can_access_stage: rename and delete. */
  canManageStage: boolean;
  /** can_access_sort_stage: sort by due date. */
  canSortStage: boolean;
  /** Renames a card; absent without can_access_edit_title. */
  onRenameCard?: (cardId: string, name: string) => void;
}

/**
 * Columns longer than this render only the cards in view (BRIEF §6: a 1,000-card board renders in under
 * 1 s and drags smoothly; dnd-kit re-renders every mounted sortable on each move). Issue 4 asks for
 * virtualisation over 100 cards; 40 keeps a 20 × 50 board smooth too.
 */
export const VIRTUALIZE_AFTER = 40;
const CARD_GAP_PX = 8;

/** One sortable stage column. */
export const BoardColumn = memo(function BoardColumn({
  stage,
  cards,
  workspaceId,
  search,
  canAddCard,
  canManageStage,
  canSortStage,
  onRenameCard,
}: BoardColumnProps) {
  const { t } = useTranslation('board');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [sortType, setSortType] = useState<StageSortType | null>(null);
  const { canMoveStages } = useBoardAbilities();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: stage.id,
    data: { type: 'stage' },
    // The column stays a drop target for cards even when stages cannot be dragged.
    disabled: { draggable: renaming || !canMoveStages, droppable: false },
  });
  const loadMore = useLoadMoreCards(workspaceId, search);
  const updateStage = useUpdateStage(workspaceId, search);
  const listRef = useRef<HTMLUListElement>(null);
  const cardIds = useMemo(() => cards.map((c) => c.id), [cards]);
  const virtualize = cards.length > VIRTUALIZE_AFTER && sortType === null;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer is read during render only.
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => 52,
    gap: CARD_GAP_PX,
    overscan: 8,
    getItemKey: (index) => cards[index]?.id ?? index,
    enabled: virtualize,
  });

  let list;
  if (virtualize) {
    const rows = virtualizer.getVirtualItems();
    // Spacers stand in for the cards out of view; the list's own gap follows each spacer.
    const before = Math.max(0, (rows[0]?.start ?? 0) - CARD_GAP_PX);
    const after = Math.max(0, virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0) - CARD_GAP_PX);
    list = (
      <>
        {before > 0 ? <li aria-hidden="true" style={{ height: before, flexShrink: 0 }} /> : null}
        {rows.map((row) => (
          <SortableCard
            key={row.key}
            card={cards[row.index]}
            stageId={stage.id}
            index={row.index}
            measureRef={virtualizer.measureElement}
            onRename={onRenameCard}
          />
        ))}
        {after > 0 ? <li aria-hidden="true" style={{ height: after, flexShrink: 0 }} /> : null}
      </>
    );
  } else {
    list = cards.map((card) => <SortableCard key={card.id} card={card} stageId={stage.id} onRename={onRenameCard} />);
  }

  return (
    <section
      ref={setNodeRef}
      className={`gl-column${isDragging ? ' gl-column--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`stage-${stage.id}`}
      aria-label={stage.name}
    >
      <div className="gl-column__header" data-testid={`stage-header-${stage.id}`}>
        {renaming ? (
          <InlineEdit
            className="gl-column__rename"
            value={stage.name}
            label={t('stage.nameOf', { stage: stage.name })}
            maxLength={100}
            onSave={(name) => updateStage.mutate({ stageId: stage.id, change: { name } })}
            onDone={() => setRenaming(false)}
          />
        ) : (
          // The name and count start a pointer drag; the grip button is the keyboard handle. The stage
          // menu sits outside this area, so its clicks and keys never start a drag.
          <div className={canMoveStages ? 'gl-column__drag' : 'gl-column__drag gl-column__drag--static'} {...listeners}>
            <h2 className="gl-column__name">{stage.name}</h2>
            <StageCount stage={stage} shown={cards.length} search={search} />
            {canMoveStages ? (
              <Button
                ref={setActivatorNodeRef}
                size="small"
                variation="link"
                padding="xxs"
                {...attributes}
                aria-roledescription={t('stage.draggable')}
                aria-label={t('stage.move', { stage: stage.name })}
              >
                <GripIcon />
              </Button>
            ) : null}
          </div>
        )}
        <StageMenu
          stageName={stage.name}
          canManage={canManageStage}
          canSort={canSortStage}
          sortType={sortType}
          onRename={() => setRenaming(true)}
          onDelete={() => setDeleting(true)}
          onSort={setSortType}
        />
      </div>
      {sortType ? (
        <SortedStageCards
          workspaceId={workspaceId}
          stageId={stage.id}
          stageName={stage.name}
          sortType={sortType}
          search={search}
          onBack={() => setSortType(null)}
        />
      ) : (
        <>
          <SortableContext id={stage.id} items={cardIds} strategy={verticalListSortingStrategy}>
            <ul ref={listRef} className="gl-column__cards" aria-label={t('stage.cardsIn', { stage: stage.name })}>
              {list}
              {cards.length === 0 ? (
                <li>
                  <EmptyState compact title={t('stage.noQueue')} />
                </li>
              ) : null}
            </ul>
          </SortableContext>
          <div className="gl-column__footer">
            {stage.paging.has_next_page ? (
              <Button
                size="small"
                onClick={() => loadMore.mutate(stage.id)}
                isLoading={loadMore.isPending}
                loadingText={t('common:loading')}
              >
                {t('stage.loadMore')}
              </Button>
            ) : null}
            {canAddCard ? (
              <AddCardForm workspaceId={workspaceId} stageId={stage.id} stageName={stage.name} search={search} />
            ) : null}
          </div>
        </>
      )}
      {deleting ? (
        <DeleteStageDialog workspaceId={workspaceId} search={search} stage={stage} onClose={() => setDeleting(false)} />
      ) : null}
    </section>
  );
});

/** The copy of a column that follows the pointer while a stage is dragged. */
export function ColumnOverlay({ stage, cards, search }: { stage: StageWithCards; cards: Card[]; search: string }) {
  return (
    <section className="gl-column gl-column--overlay" aria-hidden="true">
      <div className="gl-column__header">
        <h2 className="gl-column__name">{stage.name}</h2>
        <StageCount stage={stage} shown={cards.length} search={search} />
      </div>
      <ul className="gl-column__cards">
        {cards.slice(0, 6).map((card) => (
          <li key={card.id} className="gl-card">
            <CardFace card={card} />
          </li>
        ))}
      </ul>
      <div className="gl-column__footer" />
    </section>
  );
}
