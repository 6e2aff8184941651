/**
 * react-big-calendar's month grid gives each week's content layer (`.rbc-row-content`) `role="row"`: its
 * day numbers are `role="cell"`, but the event links sit in plain boxes (`.rbc-row-segment`), so axe
 * reports the row's children as critical `aria-required-children` (issue 30 "aria-required-children on
 * the calendar's rows"; decisions K47). This hook gives each such segment `role="cell"`, on every segment
 * the library renders, now and after each re-render (a MutationObserver on the grid; only child lists
 * are watched, so setting the role cannot loop). Nothing else of the library's markup changes.
 */
import { useEffect, type RefObject } from 'react';

/** Keeps every event segment of the month rows inside `gridRef` a cell. */
export function useGridRowRoles(gridRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const fix = () => {
      for (const segment of grid.querySelectorAll('.rbc-row-content .rbc-row-segment:not([role])'))
        segment.setAttribute('role', 'cell');
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(grid, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [gridRef]);
}
