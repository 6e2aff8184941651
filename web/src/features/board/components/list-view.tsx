/**
 * The list view (accounts spec §2 List view): one table whose columns line up across every stage, with
 * sticky column titles and, under them, a sticky row naming each stage as it scrolls by (issue 11; the
 * stage row makes a Stage column redundant). Columns: Title, Due Date, Labels, Participants (if
 * allowed), Subtasks (done of all checklist items), Timer (the card's tracked time, ticking while a timer
 * runs) and Revisions (`revision_count`, decisions R35). The approval badge follows the title. Each stage is
 * a row group with its cards, a "Load More" row while it has further pages, and an "Add Card" row. Labels are colour chips (cards spec §3); participants are
 * avatars, at most 8 then "+N" (cards spec §9), in a column shown with can_access_assigned_user (§6).
 *
 * Cards are dragged between and within stages exactly as on the board (same optimistic move,
 * `hooks/use-board-drag.ts`), only with can_access_move_content_board (otherwise no grip shows);
 * stages cannot be dragged here (§2, §4). A card's title opens its popup (cards spec §2); the card a
 * popup route names is scrolled to and highlighted behind it. The Due Date column shows the due tag.
 */
import { memo, useEffect, useRef, type KeyboardEventHandler } from 'react';
import { DndContext, DragOverlay, useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { Card } from '../../../../../shared/schemas/card';
import type { StageWithCards } from '../../../../../shared/schemas/stage';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoSearchMatch } from '../../../components/ui/no-search-match';
import { SubtaskCount } from './subtask-count';
import { UnreadCommentsCount } from './unread-comments-count';
import { OpenPinsCount } from './open-pins-count';
import { CardPreview } from './card-preview';
import { LabelChips } from '../../../components/ui/label-chip';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import { ApprovalBadge } from '../../../components/ui/approval-badge';
import { CardStopwatch, hasTime } from './board-card';
import { LIST_DRAG_INSTRUCTIONS } from '../hooks/use-board-drag';
import { useStageView } from '../hooks/use-stage-view';
import { useLoadMoreCards } from '../hooks/use-load-more-cards';
import { StageCount } from './stage-count';
import { AddCardForm } from './add-card-form';
import { AddStageForm } from './add-stage-form';
import { formatDueDate } from './due-date';
import { DueTag } from '../../../components/ui/due-tag';
import { BoardAbilitiesContext, useBoardAbilities } from '../hooks/board-abilities';
import { useCardPrefetch } from '../../../lib/card-prefetch';
import { GripIcon } from './grip-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

const ALL_COLUMNS = ['Title', 'Due Date', 'Labels', 'Participants', 'Subtasks', 'Timer', 'Revisions'] as const;
/** Each column's title in the `board` catalogue. */
const COLUMN_TITLE: Record<(typeof ALL_COLUMNS)[number], string> = {
  Title: 'list.column.title',
  'Due Date': 'list.column.dueDate',
  Labels: 'list.column.labels',
  Participants: 'list.column.participants',
  Subtasks: 'list.column.subtasks',
  Timer: 'list.column.timer',
  Revisions: 'list.column.revisions',
};

/** The list's columns; Participants only "if allowed" (accounts spec §2). */
function columnsFor(showParticipants: boolean) {
  return ALL_COLUMNS.filter((c) => c !== 'Participants' || showParticipants);
}

/**
 * Whether a row shows its revision count: in stages with revisions or client approval, and wherever a
 * card has had revisions (decisions R35).
 */
function showsRevisions(
  stage: Pick<StageWithCards, 'enable_revision' | 'require_approval_from_client'>,
  card: Pick<Card, 'revision_count'>,
): boolean {
  return stage.enable_revision || stage.require_approval_from_client || card.revision_count > 0;
}

interface CardRowProps {
  card: Card;
  stage: StageWithCards;
  highlighted: boolean;
  showParticipants: boolean;
}

/** One card row; the row starts a pointer drag, its grip button is the keyboard handle. */
const CardRow = memo(function CardRow({ card, stage, highlighted, showParticipants }: CardRowProps) {
  const { t } = useTranslation('board');
  const { canMoveCards, openCard, cardHref } = useBoardAbilities();
  // Hover or focus on the title: the popup's data starts loading before the click (issue 27; decisions W40).
  const prefetchCard = useCardPrefetch();
  const prefetch = () => prefetchCard(card.id);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', stageId: stage.id },
    disabled: !canMoveCards,
  });
  // Keys only from the grip (not from anything else in the row) pick the card up.
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  const onGripKeyDown = onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined;
  const className = [
    'gl-list-row',
    isDragging ? 'gl-list-row--dragging' : '',
    highlighted ? 'gl-list-row--highlighted' : '',
    canMoveCards ? '' : 'gl-list-row--static',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <TableRow
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={`card-${card.id}`}
      aria-label={card.name}
      aria-current={highlighted ? 'true' : undefined}
      {...pointerListeners}
    >
      <TableCell className="gl-list-title">
        <span className="gl-list-title__inner">
          {canMoveCards ? (
            <button
              ref={setActivatorNodeRef}
              type="button"
              className="gl-list-grip"
              {...attributes}
              onKeyDown={onGripKeyDown}
              aria-roledescription={t('card.draggable')}
              aria-label={t('list.moveCard', { name: card.name })}
            >
              <GripIcon />
            </button>
          ) : null}
          <CardPreview preview={card.preview} variant="list" />
          <a
            className="gl-list-title__link"
            href={cardHref(card)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={(event) => {
              // A plain click opens the popup in place; modified clicks keep the browser's own behaviour.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              openCard(card);
            }}
          >
            {card.name}
          </a>
          <UnreadCommentsCount unread={card.unread_comments} />
          <OpenPinsCount open={card.open_annotations} />
          <ApprovalBadge badge={card.approval.badge} approval={card.approval} />
        </span>
      </TableCell>
      <TableCell>
        <DueTag dueDate={card.due_date} completed={card.completed} compact />
      </TableCell>
      <TableCell data-testid="list-labels">
        <LabelChips labels={card.labels} />
      </TableCell>
      {showParticipants ? (
        <TableCell data-testid="list-participants">
          <AvatarStack people={card.assigned_users} size={30} />
        </TableCell>
      ) : null}
      <TableCell data-testid="list-subtasks">{card.total_subtasks ? <SubtaskCount card={card} /> : null}</TableCell>
      <TableCell data-testid="list-timer">
        {stage.enable_timestamp || hasTime(card) ? <CardStopwatch card={card} /> : null}
      </TableCell>
      <TableCell data-testid="list-revisions">{showsRevisions(stage, card) ? card.revision_count : null}</TableCell>
    </TableRow>
  );
});

interface StageTableProps {
  stage: StageWithCards;
  /** The stage's cards in their current (possibly mid-drag) order. */
  cards: Card[];
  workspaceId: string;
  search: string;
  canAddCard: boolean;
  highlightCardId?: string;
  showParticipants: boolean;
}

/** One stage's rows: its sticky name row, its cards, Load More and Add Card. */
function StageRows({
  stage,
  cards,
  workspaceId,
  search,
  canAddCard,
  highlightCardId,
  showParticipants,
}: StageTableProps) {
  const { t } = useTranslation('board');
  const COLUMNS = columnsFor(showParticipants);
  const loadMore = useLoadMoreCards(workspaceId, search);
  // The stage's whole row group is the drop target for a card, so an empty stage takes drops too.
  const { setNodeRef } = useDroppable({ id: stage.id, data: { type: 'stage' } });
  const headingId = `list-stage-${stage.id}`;
  return (
    <SortableContext id={stage.id} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
      <TableBody
        ref={setNodeRef}
        className="gl-list-stage"
        aria-labelledby={headingId}
        data-testid={`list-stage-${stage.id}`}
      >
        <TableRow className="gl-list-stage__row">
          <TableCell as="th" scope="colgroup" colSpan={COLUMNS.length} className="gl-list-stage__header">
            <span className="gl-list-stage__heading">
              <span className="gl-list-stage__name" id={headingId} role="heading" aria-level={2}>
                {stage.name}
              </span>
              <StageCount stage={stage} shown={cards.length} search={search} />
            </span>
          </TableCell>
        </TableRow>
        {cards.map((card) => (
          <CardRow
            key={card.id}
            card={card}
            stage={stage}
            highlighted={card.id === highlightCardId}
            showParticipants={showParticipants}
          />
        ))}
        {cards.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="gl-list-empty">
              {t('stage.noQueue')}
            </TableCell>
          </TableRow>
        ) : null}
        {stage.paging.has_next_page ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} textAlign="center">
              <Button
                size="small"
                onClick={() => loadMore.mutate(stage.id)}
                isLoading={loadMore.isPending}
                loadingText={t('common:loading')}
              >
                {t('list.loadMore')}
              </Button>
            </TableCell>
          </TableRow>
        ) : null}
        {canAddCard ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>
              <AddCardForm workspaceId={workspaceId} stageId={stage.id} stageName={stage.name} search={search} inline />
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </SortableContext>
  );
}

/** The copy of a row that follows the pointer while dragging. */
function RowOverlay({ card }: { card: Card }) {
  const due = formatDueDate(card.due_date);
  return (
    <div className="gl-list-overlay">
      <span>{card.name}</span>
      {due ? <span className="gl-due">{due}</span> : null}
    </div>
  );
}

interface ListViewProps {
  workspace: WorkspaceDetail;
  search: string;
  /** The card a `content/:content_slug` route points at: scrolled to and highlighted. */
  highlightCardId?: string;
}

/** Every stage of the workspace as a table. */
export function ListView({ workspace, search, highlightCardId }: ListViewProps) {
  const { t } = useTranslation('board');
  const showParticipants = workspace.permissions.can_access_assigned_user === true;
  const { stages, cardsOf, activeCard, contextProps, abilities, stageProps } = useStageView(
    workspace,
    search,
    LIST_DRAG_INSTRUCTIONS,
    'list',
  );
  const scrolledTo = useRef<string | null>(null);
  const highlightLoaded =
    highlightCardId !== undefined && stages.some((s) => s.content_groups.some((c) => c.id === highlightCardId));

  useEffect(() => {
    if (!highlightCardId || !highlightLoaded || scrolledTo.current === highlightCardId) return;
    scrolledTo.current = highlightCardId;
    document
      .querySelector(`[data-testid="card-${window.CSS.escape(highlightCardId)}"]`)
      ?.scrollIntoView({ block: 'center' });
  }, [highlightCardId, highlightLoaded]);

  if (stages.length === 0) {
    return (
      <div className="gl-list">
        <EmptyState
          title={t(workspace.permissions.can_access_stage ? 'empty.noStageYet' : 'empty.noAvailableStage')}
          action={
            workspace.permissions.can_access_stage ? (
              <AddStageForm workspaceId={workspace.id} search={search} />
            ) : undefined
          }
        />
      </div>
    );
  }
  // A search that finds nothing: one message instead of empty stage tables.
  if (search && stages.every((stage) => cardsOf(stage.id).length === 0)) {
    return (
      <div className="gl-list">
        <NoSearchMatch search={search} />
      </div>
    );
  }
  return (
    <BoardAbilitiesContext.Provider value={abilities}>
      <DndContext {...contextProps}>
        <div className="gl-list" data-testid="list">
          <Table className="gl-list-table" size="small" highlightOnHover aria-label={t('list.table')}>
            <TableHead>
              <TableRow>
                {columnsFor(showParticipants).map((column) => (
                  <TableCell as="th" key={column} scope="col">
                    {t(COLUMN_TITLE[column])}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {stages.map((stage) => (
              <StageRows
                key={stage.id}
                {...stageProps(stage)}
                highlightCardId={highlightCardId}
                showParticipants={showParticipants}
              />
            ))}
          </Table>
        </div>
        <DragOverlay>{activeCard ? <RowOverlay card={activeCard} /> : null}</DragOverlay>
      </DndContext>
    </BoardAbilitiesContext.Provider>
  );
}
