/**
 * The time report's long table body (issue 28 "renders within 1 s"; decisions G24): only the lines in view
 * are in the page (@tanstack/react-virtual, as the board's columns), with spacer rows for the rest, in the
 * table's own scrolling box. Its own chunk, so a short report (and the page's first load) does not carry
 * the virtualizer; the report page starts loading it beside the data.
 */
import type { RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TimeLine } from '../utils/time-lines';
import { Line, Spacer } from './time-line-row';

/** A line's height before it is measured (the small table's row), px. */
const LINE_PX = 37;

interface VirtualTimeRowsProps {
  lines: readonly TimeLine[];
  organizationId: string;
  /** The scrolling box around the table. */
  scrollRef: RefObject<HTMLDivElement | null>;
}

/** The root font size, px (what `rem` is). */
const rootFontPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/** The lines in view between two spacers; row numbers count the header as row 1. */
export default function VirtualTimeRows({ lines, organizationId, scrollRef }: VirtualTimeRowsProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer is read during render only.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_PX,
    overscan: 12,
    // The box's height before it is measured (reports.css: at most min(70vh, 40rem)), so the first render
    // already draws the lines in view: else the table paints a spacer, then the lines, and the spacer
    // moves (a layout shift once the chart renders after the table; decisions TS2).
    initialRect: { width: 0, height: Math.min(window.innerHeight * 0.7, 40 * rootFontPx()) },
    getItemKey: (index) => lines[index]?.key ?? index,
  });
  const rows = virtualizer.getVirtualItems();
  return (
    <>
      <Spacer height={rows[0]?.start ?? 0} />
      {rows.map((item) => (
        <Line
          key={item.key}
          line={lines[item.index]}
          organizationId={organizationId}
          rowIndex={item.index + 2}
          index={item.index}
          measureRef={virtualizer.measureElement}
        />
      ))}
      <Spacer height={virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)} />
    </>
  );
}
