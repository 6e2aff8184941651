/**
 * The behaviour every modal on the native `<dialog>` shares (docs/decisions.md W5): opened with
 * `showModal()` when mounted (focus trap, Escape, inert page), closed when unmounted with focus back on
 * what had it, and Escape handed to React (`onClose`) instead of the browser closing it behind React's back.
 * Used by `Dialog` and the card popup.
 */
import { useLayoutEffect, useRef, type SyntheticEvent } from 'react';

/** The dialog's ref and its `onCancel` handler. `onClose` may change between renders. */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    // React passes `cancel` up its own tree: a dialog opened inside the card popup must not close the popup too.
    event.stopPropagation();
    onCloseRef.current();
  };
  return { ref, onCancel };
}
