/**
 * Folds the header's link groups (admin, reports) into their menus, rightmost first, while the organization's
 * name would otherwise be cut (issue 35 "Layout at common laptop widths"; issue 41 languages; decisions SL2).
 * The media queries of header-link-group.css fold them at fixed widths, which fit English; Spanish and French
 * links are a third longer, and at 1280 px they left "Northwind Agency" as "No…". So the header measures itself:
 * - a group folds while the name's label is narrower than its text (up to its own max-width);
 * - a folded group opens into a row again only when the free space (the spacer) holds its row, as measured
 *   when it last showed, less its menu's toggle: so folding never flips back and forth.
 * Returns how many groups, counted from the right, are folded; the shell writes it into `data-folded`.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Rounding slack (px) so that a row which exactly fits does not fold and unfold. */
const SLACK_PX = 1;

/** The number of link groups to fold for `header` now, given `folded` and the rows' widths seen so far. */
function foldedFor(header: HTMLElement, folded: number, rowWidths: WeakMap<Element, number>): number {
  const groups = [...header.querySelectorAll<HTMLElement>(':scope > .gl-header-links')];
  for (const group of groups) if (group.offsetWidth > 0) rowWidths.set(group, group.offsetWidth);
  const label = header.querySelector<HTMLElement>('.gl-org-dropdown__label');
  const spacer = header.querySelector<HTMLElement>(':scope > .gl-header__spacer');
  if (!label || !spacer) return Math.min(folded, groups.length);
  const maxWidth = parseFloat(getComputedStyle(label).maxWidth);
  const wanted = Math.min(label.scrollWidth, Number.isNaN(maxWidth) ? Infinity : maxWidth);
  let next = Math.min(folded, groups.length);
  if (label.clientWidth + SLACK_PX < wanted) {
    // Fold until one group that showed as a row is folded (a group the media queries fold already frees nothing).
    while (next < groups.length) {
      const group = groups[groups.length - 1 - next];
      next += 1;
      if (group.offsetWidth > 0) break;
    }
    return next;
  }
  let free = spacer.offsetWidth;
  while (next > 0) {
    const group = groups[groups.length - next];
    const menu = group.nextElementSibling as HTMLElement | null;
    const needs = (rowWidths.get(group) ?? 0) - (menu?.offsetWidth ?? 0) + SLACK_PX;
    if (needs > free) break;
    free -= needs;
    next -= 1;
  }
  return next;
}

/** How many of `header`'s link groups, counted from the right, are folded to keep the organization's name whole. */
export function useHeaderFolding(header: RefObject<HTMLElement | null>): number {
  const [folded, setFolded] = useState(0);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const rowWidths = new WeakMap<Element, number>();
    const measure = () => setFolded((current) => foldedFor(element, current, rowWidths));
    const resizes = new ResizeObserver(measure);
    // The label and the spacer are re-observed when the header's children change (a lazy group, another organization).
    const observeParts = () => {
      resizes.disconnect();
      resizes.observe(element);
      for (const part of element.querySelectorAll(':scope > .gl-header__spacer, .gl-org-dropdown__label'))
        resizes.observe(part);
      measure();
    };
    const children = new MutationObserver(observeParts);
    children.observe(element, { childList: true });
    observeParts();
    return () => {
      children.disconnect();
      resizes.disconnect();
    };
  }, [header]);
  return folded;
}
