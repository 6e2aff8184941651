/**
 * Where a floating panel goes (cards spec §2 Copy Card panel "placed near the trigger and kept inside
 * the window"; issue 30 item 6 "sit where it hides nothing"): beside the trigger, to its right, top edges
 * aligned, so the column the trigger sits in (the popup's details) stays in view; when the window has no
 * room there, under the trigger with right edges aligned. Either way it is moved so it stays `margin` px
 * inside the window. Units are CSS px in viewport coordinates.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * @param anchor the trigger's rectangle, or null to centre the panel
 * @param panel the panel's width and height (a panel taller than the window is pinned to the top)
 * @param viewport the window's inner width and height
 * @returns the panel's top-left corner
 */
export function placeNear(
  anchor: Box | null,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  margin = 8,
): { left: number; top: number } {
  const clamp = (value: number, size: number, limit: number) =>
    Math.max(margin, Math.min(value, limit - size - margin));
  if (!anchor)
    return {
      left: clamp((viewport.width - panel.width) / 2, panel.width, viewport.width),
      top: clamp((viewport.height - panel.height) / 2, panel.height, viewport.height),
    };
  const beside = anchor.right + 4;
  if (beside + panel.width <= viewport.width - margin)
    return { left: beside, top: clamp(anchor.top, panel.height, viewport.height) };
  const below = anchor.bottom + 4;
  const top =
    below + panel.height <= viewport.height - margin
      ? below
      : clamp(anchor.top - panel.height - 4, panel.height, viewport.height);
  return { left: clamp(anchor.right - panel.width, panel.width, viewport.width), top };
}
