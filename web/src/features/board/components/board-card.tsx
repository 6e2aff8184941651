/**
 * A card on the board (accounts spec §2 Board view; cards spec §3: title and due date). The whole card
 * is its drag handle, for mouse, touch and keyboard (Space/Enter picks up, arrows move, Space drops,
 * Escape cancels). `data-testid="card-<id>"` and the card's name as its accessible name let browser
 * tests find it.
 */
import { memo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Card } from '../../../../../shared/schemas/card';
import { DueDate } from './due-date';

/** The card's face, shared by the sortable card and the drag overlay. */
export function CardFace({ card }: { card: Card }) {
  return (
    <>
      <div className="gl-card__title">{card.name}</div>
      {card.due_date ? (
        <div className="gl-card__meta">
          <DueDate value={card.due_date} completed={card.completed} />
        </div>
      ) : null}
    </>
  );
}

/** The copy that follows the pointer while dragging. */
export function CardOverlay({ card }: { card: Card }) {
  return (
    <div className="gl-card gl-card--overlay">
      <CardFace card={card} />
    </div>
  );
}

interface SortableCardProps {
  card: Card;
  stageId: string;
  /** In a virtualised column: the virtualizer's size measurement and the card's index. */
  measureRef?: (node: Element | null) => void;
  index?: number;
}

/** A sortable card inside a stage column. */
export const SortableCard = memo(function SortableCard({ card, stageId, measureRef, index }: SortableCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card', stageId },
  });

  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        measureRef?.(node);
      }}
      data-index={index}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div
        ref={setActivatorNodeRef}
        className={`gl-card${isDragging ? ' gl-card--dragging' : ''}`}
        data-testid={`card-${card.id}`}
        {...attributes}
        aria-roledescription="draggable card"
        aria-label={card.name}
        {...listeners}
      >
        <CardFace card={card} />
      </div>
    </li>
  );
});
