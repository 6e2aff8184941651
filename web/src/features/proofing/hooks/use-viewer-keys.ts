/**
 * The viewer's keys (issue 26 "Keyboard: arrows for pages or contents, + and − to zoom, Escape to close,
 * N for a new pin"; decisions W30; issue 37 "the viewer, as a reviewer meets it"; decisions VW3–VW5):
 * - ← and → step through the card's contents, ↑ ↓ (and Page Up/Down) through a PDF's pages; when the page
 *   is zoomed in beyond the stage, plain arrows pan it and Shift+arrows step (Shift+arrows always step);
 * - while the keyboard crosshair is shown (after N), arrows move it (Shift: ten times as far) and Enter
 *   places the pin there;
 * - + and − zoom, 0 fits, N starts a point pin with the crosshair;
 * - Escape first drops the crosshair, the armed tool or the pin being written (the key's default, the
 *   dialog's close request, is cancelled), and only then closes the viewer (the dialog's cancel event).
 * Keys typed into a field or the comment editor are left alone, but Escape.
 */
import { useEffect, useRef } from 'react';

export interface ViewerKeyActions {
  content: (step: number) => void;
  page: (step: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Null when the caller may not pin. */
  newPin: (() => void) | null;
  /** Pans by a tenth of the stage per step; false when the page is not zoomed in (nothing to pan). */
  pan: (dx: number, dy: number) => boolean;
  /** The crosshair's moves in page fractions and its Enter; null while no crosshair is shown. */
  crosshair: { move: (dx: number, dy: number) => void; place: () => void } | null;
  /** Drops a tool, crosshair or pending pin; false when there was none (Escape then closes). */
  disarm: () => boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
/** A crosshair step: 1 % of the page, 10 % with Shift. */
const CROSS_STEP = 0.01;

/** Listens while mounted; `actions` may change between renders. */
export function useViewerKeys(actions: ViewerKeyActions): void {
  const current = useRef(actions);
  useEffect(() => {
    current.current = actions;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const actions = current.current;
      const target = event.target as HTMLElement;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      // A dialog opened over the viewer (a delete confirmation, an approval) keeps its keys.
      const dialog = target.closest('dialog');
      if (dialog && !dialog.classList.contains('gl-proof')) return;
      if (event.key === 'Escape') {
        if (actions.disarm()) event.preventDefault();
        return;
      }
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const arrow = ARROWS[event.key];
      const cross = actions.crosshair;
      let action: (() => void) | null | undefined;
      if (arrow && cross) {
        const step = event.shiftKey ? CROSS_STEP * 10 : CROSS_STEP;
        action = () => cross.move(arrow[0] * step, arrow[1] * step);
      } else if (event.key === 'Enter' && cross) {
        action = cross.place;
      } else if (arrow) {
        const [dx, dy] = arrow;
        action = () => {
          if (!event.shiftKey && actions.pan(dx, dy)) return;
          if (dx) actions.content(dx);
          else actions.page(dy);
        };
      } else {
        const keys: Record<string, (() => void) | null> = {
          PageUp: () => actions.page(-1),
          PageDown: () => actions.page(1),
          '+': actions.zoomIn,
          '=': actions.zoomIn,
          '-': actions.zoomOut,
          '0': actions.fit,
          n: actions.newPin,
          N: actions.newPin,
        };
        action = keys[event.key];
      }
      if (action) {
        event.preventDefault();
        action();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
