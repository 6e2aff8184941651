/**
 * Which stage columns a wide board renders (issue 11: a board of 20 stages opens in under 1 s and drags
 * smoothly; dnd-kit re-renders every mounted sortable whenever the card under the pointer changes).
 *
 * Boards of more than VIRTUALIZE_COLUMNS_AFTER stages render the columns in view, two either side, and
 * the column the dragged item comes from or is over; spacers of the missing columns' width keep the
 * board's scroll width. A spacer takes keyboard focus: Tab (or Shift+Tab) into it scrolls the next (or
 * previous) column in and focuses its "Move stage" button, so every column stays reachable by keyboard
 * (docs/decisions.md W21). Narrower boards render every column.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';

/** Boards with more stages than this render only the columns near the view. */
export const VIRTUALIZE_COLUMNS_AFTER = 8;
/** app.css: `--gl-column-width`, `.gl-board` gap (0.75rem) and left padding (1.25rem). */
const COLUMN_WIDTH_PX = 260;
const COLUMN_GAP_PX = 12;
const BOARD_PADDING_PX = 20;

/** The rendered range and the spacers around it (px; 0 for none). */
export interface ColumnWindow {
  first: number;
  last: number;
  before: number;
  after: number;
  /** Focus handlers for the leading and trailing spacers. */
  onFocusBefore: () => void;
  onFocusAfter: () => void;
}

/** Width of `n` columns' slots, less the gap the flex row adds after the spacer. */
const slots = (n: number) => (n > 0 ? n * (COLUMN_WIDTH_PX + COLUMN_GAP_PX) - COLUMN_GAP_PX : 0);

/**
 * The column window of a board scrolled by `scrollRef`, with `keep` (a column index, or -1) always
 * rendered. `stageIds` are the columns in order; the spacer handlers focus
 * `[data-testid="stage-header-{id}"] button` once the column is in.
 */
export function useColumnWindow(
  scrollRef: RefObject<HTMLElement | null>,
  stageIds: readonly string[],
  keep: number,
): ColumnWindow {
  const count = stageIds.length;
  const enabled = count > VIRTUALIZE_COLUMNS_AFTER;
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
      // Contiguous, so one spacer either side still describes the missing columns.
      const from = Math.min(indexes[0] ?? keep, keep);
      const to = Math.max(indexes.at(-1) ?? keep, keep);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    },
    [keep],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer is read during render only.
  const virtualizer = useVirtualizer({
    horizontal: true,
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => COLUMN_WIDTH_PX,
    gap: COLUMN_GAP_PX,
    paddingStart: BOARD_PADDING_PX,
    overscan: 2,
    rangeExtractor,
    // The first paint already fills the window's width, before the board is measured.
    initialRect: { width: typeof window === 'undefined' ? 0 : window.innerWidth, height: 0 },
    enabled,
  });
  const items = enabled ? virtualizer.getVirtualItems() : [];
  const first = enabled ? (items[0]?.index ?? 0) : 0;
  const last = enabled ? (items.at(-1)?.index ?? -1) : count - 1;

  useEffect(() => {
    if (focusIndex === null || focusIndex < first || focusIndex > last) return;
    const id = stageIds[focusIndex];
    const button = scrollRef.current?.querySelector<HTMLElement>(
      `[data-testid="stage-header-${CSS.escape(id)}"] button`,
    );
    if (!button) return;
    button.focus();
    setFocusIndex(null);
  }, [focusIndex, first, last, stageIds, scrollRef]);

  const bring = useCallback(
    (index: number, align: 'start' | 'end') => {
      if (index < 0 || index >= count) return;
      setFocusIndex(index);
      virtualizer.scrollToIndex(index, { align });
    },
    [count, virtualizer],
  );

  return {
    first,
    last,
    before: enabled ? slots(first) : 0,
    after: enabled ? slots(count - 1 - last) : 0,
    onFocusBefore: () => bring(first - 1, 'start'),
    onFocusAfter: () => bring(last + 1, 'end'),
  };
}
