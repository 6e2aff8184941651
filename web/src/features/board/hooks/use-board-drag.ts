/**
 * Drag and drop of cards (and, on the board, stages) for the board and list views (accounts spec §2
 * "Cards move between stages and positions by drag on list and board … Stages reorder by drag on the
 * board only"; §4 moves; BRIEF §5 "Board state").
 *
 * dnd-kit's MultipleContainers pattern: the board is `Record<stageId, cardId[]>`; drag start snapshots
 * it, drag over moves the card between stages in local state, drop sends the change (optimistically,
 * `api/sort-workspace.ts`), cancel restores the snapshot. Mouse, touch and keyboard all work. The views
 * register each stage as a droppable whose id is the stage id, and each card as a sortable.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  closestCenter,
  getFirstCollision,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
import type { Card } from '../../../../../shared/schemas/card';
import type { WorkspaceDetail } from '../../../../../shared/schemas/workspace';
import { useMoveCard, useMoveStage } from '../api/sort-workspace';
import {
  buildCardMove,
  buildStageMove,
  CardLists,
  findContainer,
  moveCardToStage,
  moveCardWithinStage,
  toBoardItems,
  type BoardItems,
} from '../utils/board-state';
import { moveAbilities } from './board-abilities';

/**
 * Pointer dragging for mouse and pen only: touch goes through `TouchSensor`, whose press delay lets a
 * finger still scroll the board and its columns.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent }: ReactPointerEvent) =>
        nativeEvent.pointerType !== 'touch' && nativeEvent.isPrimary && nativeEvent.button === 0,
    },
  ];
}

interface ActiveDrag {
  type: 'card' | 'stage';
  id: string;
  /** The board when the drag started: what a cancel restores and a drop is compared with. */
  snapshot: BoardItems;
  /** The board as the drag has rearranged it so far. */
  items: BoardItems;
}

/**
 * The board as dropped, held until the cached workspace reflects the drop. The optimistic update lands
 * in the query cache synchronously, but the view's `workspace` prop only follows on the parent's next
 * render; without this the card would flash back to its old place for a frame.
 */
interface SettlingDrop {
  /** The `stages` the drop was made against; once the prop changes, the cache has caught up. */
  base: WorkspaceDetail['stages'];
  items?: BoardItems;
  stageIds?: string[];
}

/** The `board` message of the screen reader's instructions on the board (cards and stages). */
export const BOARD_DRAG_INSTRUCTIONS = 'drag.boardInstructions';

/** The `board` message of the screen reader's instructions in the list view (cards only). */
export const LIST_DRAG_INSTRUCTIONS = 'drag.listInstructions';

/** Keys of keyboard dragging: Space picks up (Enter opens the card), Space or Enter drops. */
const KEYBOARD_CODES = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };
/** The sensors of a caller who may move nothing. */
const NO_SENSORS: ReturnType<typeof useSensors> = [];

/** Drag state and `DndContext` props for one workspace view. */
export function useBoardDrag(
  workspace: WorkspaceDetail,
  search: string,
  instructions: typeof BOARD_DRAG_INSTRUCTIONS | typeof LIST_DRAG_INSTRUCTIONS,
) {
  const { t } = useTranslation('board');
  const [active, setActive] = useState<ActiveDrag | null>(null);
  const [settling, setSettling] = useState<SettlingDrop | null>(null);
  const pending = settling && settling.base === workspace.stages ? settling : null;

  const stages = useMemo(() => {
    if (!pending?.stageIds) return workspace.stages;
    const byId = new Map(workspace.stages.map((s) => [s.id, s]));
    return pending.stageIds.flatMap((id) => byId.get(id) ?? []);
  }, [workspace.stages, pending]);
  const serverItems = useMemo(() => toBoardItems(stages), [stages]);
  const stageIds = useMemo(() => stages.map((s) => s.id), [stages]);
  const cardsById = useMemo(
    () => new Map(stages.flatMap((s) => s.content_groups.map((c) => [c.id, c] as const))),
    [stages],
  );
  const items = active?.items ?? pending?.items ?? serverItems;

  const moveCard = useMoveCard(workspace.id, search);
  const moveStage = useMoveStage(workspace.id, search);
  const lastOverId = useRef<UniqueIdentifier | null>(null);
  const movedToNewStage = useRef(false);

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    // Space picks up; Enter is left to open the focused card (cards spec §2 Card popup).
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  );
  // Without a move flag nothing can start a drag, which the server would refuse anyway (accounts spec §6).
  const { canMoveCards, canMoveStages } = moveAbilities(workspace.permissions);

  useEffect(() => {
    // Let the collision strategy settle for one frame after a card changes stage.
    const frame = requestAnimationFrame(() => {
      movedToNewStage.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [items]);

  /**
   * MultipleContainers' strategy: stages collide only with stages; a card prefers what is under the
   * pointer, and over a stage resolves to the closest card in it (or the stage when it is empty).
   */
  const collisionDetection: CollisionDetection = useCallback(
    (args) => {
      if (active?.type === 'stage') {
        return closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => String(c.id) in items),
        });
      }
      const pointerHits = pointerWithin(args);
      const hits = pointerHits.length > 0 ? pointerHits : rectIntersection(args);
      let overId = getFirstCollision(hits, 'id');
      if (overId != null) {
        const stageId = String(overId);
        if (stageId in items && items[stageId].length > 0) {
          const inStage = items[stageId];
          overId =
            closestCenter({
              ...args,
              droppableContainers: args.droppableContainers.filter(
                (c) => c.id !== overId && inStage.includes(String(c.id)),
              ),
            })[0]?.id ?? overId;
        }
        lastOverId.current = overId;
        return [{ id: overId }];
      }
      if (movedToNewStage.current && active) lastOverId.current = active.id;
      return lastOverId.current ? [{ id: lastOverId.current }] : [];
    },
    [active, items],
  );

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    const id = String(dragged.id);
    setActive({ type: id in serverItems ? 'stage' : 'card', id, snapshot: serverItems, items: serverItems });
  };

  const onDragOver = ({ active: dragged, over }: DragOverEvent) => {
    if (!active || active.type !== 'card' || !over) return;
    const cardId = String(dragged.id);
    const overId = String(over.id);
    const from = findContainer(active.items, cardId);
    const to = findContainer(active.items, overId);
    if (!from || !to || from === to) return;
    const target = active.items[to];
    let index = target.length;
    if (overId !== to) {
      const overIndex = target.indexOf(overId);
      const translated = dragged.rect.current.translated;
      const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
      index = overIndex >= 0 ? overIndex + (below ? 1 : 0) : target.length;
    }
    movedToNewStage.current = true;
    setActive({ ...active, items: moveCardToStage(active.items, cardId, to, index) });
  };

  const onDragEnd = ({ over }: DragEndEvent) => {
    const drag = active;
    setActive(null);
    lastOverId.current = null;
    if (!drag || !over) return;
    const overId = String(over.id);

    if (drag.type === 'stage') {
      const overStage = findContainer(serverItems, overId);
      const move = overStage ? buildStageMove(stageIds, drag.id, overStage) : null;
      if (move) {
        setSettling({ base: workspace.stages, stageIds: move.body.stages.map((s) => s.id) });
        // A refusal restores the cached board: stop showing the drop (BRIEF §5 roll back).
        moveStage.mutate(move, { onError: () => setSettling(null) });
      }
      return;
    }

    let final = drag.items;
    const from = findContainer(final, drag.id);
    const to = findContainer(final, overId);
    if (from && to && from === to && overId !== to) final = moveCardWithinStage(final, drag.id, overId);
    const move = buildCardMove(drag.snapshot, final, drag.id);
    if (move) {
      setSettling({ base: workspace.stages, items: final });
      moveCard.mutate(move, { onError: () => setSettling(null) });
    }
  };

  const onDragCancel = () => {
    // Restoring the snapshot is showing the board as it was: the local drag state goes away.
    setActive(null);
    lastOverId.current = null;
  };

  // What dnd-kit's live region says, in the reader's language (issue 41; decisions LV4).
  const announcements = useMemo<Announcements>(() => {
    const stageName = (id: string) => stages.find((s) => s.id === id)?.name ?? t('drag.someStage');
    const label = (id: UniqueIdentifier) => {
      const key = String(id);
      return key in items
        ? t('drag.stageLabel', { name: stageName(key) })
        : t('drag.cardLabel', { name: cardsById.get(key)?.name ?? '' });
    };
    const place = (id: UniqueIdentifier) => {
      const key = String(id);
      if (key in items) return t('drag.stageLabel', { name: stageName(key) });
      const stageId = findContainer(items, key);
      if (!stageId) return t('drag.theBoard');
      return t('drag.position', {
        index: items[stageId].indexOf(key) + 1,
        count: items[stageId].length,
        stage: stageName(stageId),
      });
    };
    return {
      onDragStart: ({ active: a }) => t('drag.pickedUp', { item: label(a.id) }),
      onDragOver: ({ active: a, over }) =>
        over
          ? t('drag.movedTo', { item: label(a.id), place: place(a.id) })
          : t('drag.notOverStage', { item: label(a.id) }),
      onDragEnd: ({ active: a, over }) =>
        over
          ? t('drag.droppedAt', { item: label(a.id), place: place(a.id) })
          : t('drag.dropped', { item: label(a.id) }),
      onDragCancel: ({ active: a }) => t('drag.cancelled', { item: label(a.id) }),
    };
  }, [stages, items, cardsById, t]);

  // One array per id list: a drag step rebuilds only the lists it changed, so the other columns keep
  // their props and skip rendering their cards (issue 11: dragging on a 1,000-card board).
  const cardLists = useMemo(() => new CardLists(cardsById), [cardsById]);
  const cardsOf = useCallback((stageId: string): Card[] => cardLists.of(items[stageId]), [items, cardLists]);

  return {
    stages,
    stageIds,
    items,
    cardsOf,
    activeCard: active?.type === 'card' ? cardsById.get(active.id) : undefined,
    activeStage: active?.type === 'stage' ? stages.find((s) => s.id === active.id) : undefined,
    contextProps: {
      sensors: canMoveCards || canMoveStages ? sensors : NO_SENSORS,
      collisionDetection,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
      accessibility: { announcements, screenReaderInstructions: { draggable: t(instructions) } },
    },
  };
}
