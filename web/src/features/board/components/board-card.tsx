/**
 * A card on the board (accounts spec §2 Board view; cards spec §3: title and due date). A click or
 * Enter opens its popup at once (cards spec §2; decisions W47). With can_access_move_content_board the whole card is its drag
 * handle, for mouse, touch and keyboard (Space picks up, arrows move, Space drops, Escape cancels);
 * without it the card shows no drag affordance. With can_access_edit_title the title is renamed inline (cards spec §5 "Title edit":
 * its pencil button; Enter saves, Escape cancels, empty or unchanged is
 * discarded). `data-testid="card-<id>"` and the card's name as its accessible name let browser tests
 * find it. The card's `preview` (its first visible content) heads the card. Labels show as compact colour chips and participants as 18 px avatars, at most 8 then "+N"
 * (cards spec §3, §9). The approval badge (Approved, Sent, Revision; cards spec §4 Card badges) sits by
 * the title, and tracked time shows as a stopwatch that ticks while a timer runs on the card (cards spec
 * §4 Time tracking; computed from `total_timestamp_info`, no polling: decisions R31). A recurring card's
 * copy has a repeat icon linking to its template (issue 35).
 */
import { memo, useId, useMemo, useRef, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Card } from '../../../../../shared/schemas/card';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { LabelChips } from '../../../components/ui/label-chip';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import { ApprovalBadge } from '../../../components/ui/approval-badge';
import { Stopwatch } from '../../../components/ui/stopwatch';
import { DueDate } from './due-date';
import { CardPreview } from './card-preview';
import { SubtaskCount } from './subtask-count';
import { UnreadCommentsCount } from './unread-comments-count';
import { OpenPinsCount } from './open-pins-count';
import { RepeatLink } from './repeat-link';
import { cardSummary } from '../utils/card-summary';
import { useBoardAbilities } from '../hooks/board-abilities';
import { useCardPrefetch } from '../../../lib/card-prefetch';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Whether the card has tracked time to show (some recorded, or a timer running). */
export function hasTime(card: Pick<Card, 'total_timestamp_info'>): boolean {
  return card.total_timestamp_info.total_seconds > 0 || card.total_timestamp_info.active_count > 0;
}

/** The card's tracked time, ticking while a timer runs (cards spec §4 "A stopwatch ticks every second"). */
export function CardStopwatch({ card }: { card: Pick<Card, 'total_timestamp_info'> }) {
  const { t } = useTranslation('board');
  const time = card.total_timestamp_info;
  return (
    <Stopwatch
      totalSeconds={time.total_seconds}
      asOf={time.latest_start}
      activeCount={time.active_count}
      label={t('card.timeSpent')}
      testId="card-stopwatch"
    />
  );
}

/**
 * The card's face, shared by the sortable card, the drag overlay and the sorted view. Memoized: every
 * sortable re-renders on each pointer move of a drag (dnd-kit's context), its face need not (issue 11).
 */
export const CardFace = memo(function CardFace({ card }: { card: Card }) {
  const unreadTotal = card.unread_comments.team + card.unread_comments.guest;
  const openPins = (card.open_annotations?.team ?? 0) + (card.open_annotations?.guest ?? 0);
  return (
    <>
      <CardPreview preview={card.preview} variant="board" />
      {card.labels.length ? (
        <div className="gl-card__labels">
          <LabelChips labels={card.labels} compact />
        </div>
      ) : null}
      {card.approval.badge ? (
        <div className="gl-card__badges">
          <ApprovalBadge badge={card.approval.badge} approval={card.approval} />
        </div>
      ) : null}
      <div className="gl-card__title">{card.name}</div>
      {card.due_date ||
      card.assigned_users.length ||
      card.total_subtasks ||
      unreadTotal ||
      openPins ||
      hasTime(card) ? (
        <div className="gl-card__meta">
          {card.due_date ? <DueDate value={card.due_date} completed={card.completed} /> : null}
          {card.total_subtasks ? <SubtaskCount card={card} /> : null}
          {hasTime(card) ? <CardStopwatch card={card} /> : null}
          <UnreadCommentsCount unread={card.unread_comments} />
          <OpenPinsCount open={card.open_annotations} />
          {card.assigned_users.length ? (
            <span className="gl-card__people">
              <AvatarStack people={card.assigned_users} size={18} />
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
});

/** The copy that follows the pointer while dragging. */
export function CardOverlay({ card }: { card: Card }) {
  return (
    <div className="gl-card gl-card--overlay">
      <CardFace card={card} />
    </div>
  );
}

const PencilIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinejoin="round"
  >
    <path d="M10.5 2.5l3 3L6 13H3v-3z" />
  </svg>
);

interface SortableCardProps {
  card: Card;
  stageId: string;
  /** Renames the card; absent without can_access_edit_title. */
  onRename?: (cardId: string, name: string) => void;
  /** In a virtualised column: the virtualizer's size measurement and the card's index. */
  measureRef?: (node: Element | null) => void;
  index?: number;
}

/** A sortable card inside a stage column. */
export const SortableCard = memo(function SortableCard({
  card,
  stageId,
  onRename,
  measureRef,
  index,
}: SortableCardProps) {
  const { t } = useTranslation('board');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const summaryId = useId();
  const summary = useMemo(() => cardSummary(card, t), [card, t]);
  const { canMoveCards, openCard } = useBoardAbilities();
  // Hover or focus: the popup's data starts loading before the click (issue 27; decisions W40).
  const prefetchCard = useCardPrefetch();
  const prefetch = () => prefetchCard(card.id);
  const startEditing = () => setEditing(true);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', stageId },
    disabled: editing || !canMoveCards,
  });

  const stopEditing = () => {
    setEditing(false);
    // Back to where the edit started, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measureRef?.(node);
      }}
      data-index={index}
      className={`gl-card-item${card.recurring_template_id ? ' gl-card-item--recurring' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {editing && onRename ? (
        <div className="gl-card gl-card--editing" data-testid={`card-${card.id}`}>
          <InlineEdit
            value={card.name}
            label={t('card.titleOf', { name: card.name })}
            onSave={(name) => onRename(card.id, name)}
            onDone={stopEditing}
          />
        </div>
      ) : (
        <div
          ref={setActivatorNodeRef}
          className={`gl-card${isDragging ? ' gl-card--dragging' : ''}${canMoveCards ? '' : ' gl-card--static'}`}
          data-testid={`card-${card.id}`}
          {...attributes}
          aria-roledescription={canMoveCards ? t('card.draggable') : t('card.role')}
          aria-disabled={undefined}
          // No aria-label: the name is what the card shows (title, badges, dates), so it never leaves out
          // visible text (WCAG 2.5.3; issue 30, decisions K47).
          // dnd-kit's drag instructions, then what the card shows besides its title.
          aria-describedby={
            [canMoveCards ? attributes['aria-describedby'] : null, summary ? summaryId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          {...listeners}
          // A click opens the card (a drag never ends in a click: dnd-kit swallows it); so does Enter.
          // At once: a click never waits for a possible double-click (issue 27; decisions W47). Renaming is
          // the pencil button's.
          onClick={() => openCard(card)}
          onKeyDown={(event) => {
            listeners?.onKeyDown?.(event);
            if (event.key === 'Enter' && !event.defaultPrevented) {
              event.preventDefault();
              openCard(card);
            }
          }}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <CardFace card={card} />
        </div>
      )}
      {summary ? (
        <span id={summaryId} className="visually-hidden">
          {summary}
        </span>
      ) : null}
      {!editing && !isDragging ? <RepeatLink card={card} /> : null}
      {onRename && !editing && !isDragging ? (
        <button
          ref={editButton}
          type="button"
          className="gl-card__edit"
          aria-label={t('card.rename', { name: card.name })}
          title={t('card.renameTitle')}
          onClick={startEditing}
        >
          <PencilIcon />
        </button>
      ) : null}
    </li>
  );
});
