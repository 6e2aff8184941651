/**
 * The viewer's keys (issue 26 "Keyboard: arrows for pages or contents, + and − to zoom, Escape to close,
 * N for a new pin"; decisions W30): ← and → step through the card's contents, ↑ ↓ (and Page Up/Down)
 * through a PDF's pages, + and − zoom, 0 fits, N starts a point pin. Keys typed into a field or the
 * comment editor are left alone; Escape is the dialog's own (its cancel event).
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
}

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
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      // A dialog opened over the viewer (a delete confirmation) keeps its keys.
      const dialog = target.closest('dialog');
      if (dialog && !dialog.classList.contains('gl-proof')) return;
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
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
