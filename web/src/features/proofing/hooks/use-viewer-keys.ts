/**
 * The viewer's keys (issue 26 "Keyboard: arrows for pages or contents, + and − to zoom, Escape to close,
 * N for a new pin"; decisions W30): ← and → step through the card's contents, ↑ ↓ (and Page Up/Down)
 * through a PDF's pages, + and − zoom, 0 fits, N starts a point pin. Keys typed into a field or the
 * comment editor are left alone; Escape is the dialog's own (its cancel event).
 */
import { useCallback, type KeyboardEvent } from 'react';

export interface ViewerKeyActions {
  content: (step: number) => void;
  page: (step: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Null when the caller may not pin. */
  newPin: (() => void) | null;
}

/** The dialog's keydown handler. */
export function useViewerKeys(actions: ViewerKeyActions) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable="true"]') || event.altKey || event.ctrlKey || event.metaKey) return;
      const keys: Record<string, (() => void) | null> = {
        ArrowLeft: () => actions.content(-1),
        ArrowRight: () => actions.content(1),
        ArrowUp: () => actions.page(-1),
        ArrowDown: () => actions.page(1),
        PageUp: () => actions.page(-1),
        PageDown: () => actions.page(1),
        '+': actions.zoomIn,
        '=': actions.zoomIn,
        '-': actions.zoomOut,
        '0': actions.fit,
        n: actions.newPin,
        N: actions.newPin,
      };
      const action = keys[event.key];
      if (action) {
        event.preventDefault();
        action();
      }
    },
    [actions],
  );
}
