/**
 * A card on the board (accounts spec §2 Board view; cards spec §3: title and due date). The whole card
 * is its drag handle, for mouse, touch and keyboard (Space/Enter picks up, arrows move, Space drops,
 * Escape cancels). With can_access_edit_title the title is renamed inline (cards spec §5 "Title edit":
 * double-click the card or use its Edit button; Enter saves, Escape cancels, empty or unchanged is
 * discarded). `data-testid="card-<id>"` and the card's name as its accessible name let browser tests
 * find it. Labels show as compact colour chips and participants as 18 px avatars, at most 8 then "+N"
 * (cards spec §3, §9).
 */
import { memo, useId, useMemo, useRef, useState } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Card } from '../../../../../shared/schemas/card';
import { InlineEdit } from '../../../components/ui/inline-edit';
import { LabelChips } from '../../../components/ui/label-chip';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import { DueDate } from './due-date';
import { cardSummary } from '../utils/card-summary';

/**
 * The card's face, shared by the sortable card, the drag overlay and the sorted view. Memoized: every
 * sortable re-renders on each pointer move of a drag (dnd-kit's context), its face need not (issue 11).
 */
export const CardFace = memo(function CardFace({ card }: { card: Card }) {
  return (
    <>
      {card.labels.length ? (
        <div className="gl-card__labels">
          <LabelChips labels={card.labels} compact />
        </div>
      ) : null}
      <div className="gl-card__title">{card.name}</div>
      {card.due_date || card.assigned_users.length ? (
        <div className="gl-card__meta">
          {card.due_date ? <DueDate value={card.due_date} completed={card.completed} /> : null}
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
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
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
export const SortableCard = memo(function SortableCard({ card, stageId, onRename, measureRef, index }: SortableCardProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const summaryId = useId();
  const summary = useMemo(() => cardSummary(card), [card]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', stageId },
    disabled: editing,
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
      className="gl-card-item"
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {editing && onRename ? (
        <div className="gl-card gl-card--editing" data-testid={`card-${card.id}`}>
          <InlineEdit
            value={card.name}
            label={`Card title of ${card.name}`}
            onSave={(name) => onRename(card.id, name)}
            onDone={stopEditing}
          />
        </div>
      ) : (
        <div
          ref={setActivatorNodeRef}
          className={`gl-card${isDragging ? ' gl-card--dragging' : ''}`}
          data-testid={`card-${card.id}`}
          {...attributes}
          aria-roledescription="draggable card"
          aria-label={card.name}
          // dnd-kit's drag instructions, then what the card shows besides its title.
          aria-describedby={[attributes['aria-describedby'], summary ? summaryId : null].filter(Boolean).join(' ')}
          {...listeners}
          onDoubleClick={onRename ? () => setEditing(true) : undefined}
        >
          <CardFace card={card} />
        </div>
      )}
      {summary ? (
        <span id={summaryId} className="visually-hidden">
          {summary}
        </span>
      ) : null}
      {onRename && !editing && !isDragging ? (
        <button
          ref={editButton}
          type="button"
          className="gl-card__edit"
          aria-label={`Rename card ${card.name}`}
          title="Rename"
          onClick={() => setEditing(true)}
        >
          <PencilIcon />
        </button>
      ) : null}
    </li>
  );
});
