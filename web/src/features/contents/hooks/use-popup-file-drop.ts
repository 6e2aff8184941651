/**
 * Files dragged from the desktop onto the card popup (issue 13 "by drag-and-drop onto the popup"): the
 * whole popup (the `<dialog>` around `anchor`) takes the drop, not only the contents area. Returns the
 * popup element, for the drop overlay, and whether files are over it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** Listens on the popup around `anchor` while `enabled`; `onFiles` gets the dropped files. */
export function usePopupFileDrop(
  anchor: RefObject<HTMLElement | null>,
  enabled: boolean,
  onFiles: (files: File[]) => void,
) {
  // The popup while files are over it, else null.
  const [over, setOver] = useState<HTMLElement | null>(null);
  const onFilesRef = useRef(onFiles);
  useEffect(() => {
    onFilesRef.current = onFiles;
  });

  useEffect(() => {
    const target = anchor.current?.closest('dialog') ?? null;
    if (!target || !enabled) return;
    // dragenter/dragleave fire for every child crossed; a depth count tells when the pointer really left.
    let depth = 0;
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth += 1;
      setOver(target);
    };
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onLeave = () => {
      depth = Math.max(0, depth - 1);
      if (depth === 0) setOver(null);
    };
    // A drag that ends elsewhere (dropped outside, or Escape) must not leave the overlay up.
    const onEnd = () => {
      depth = 0;
      setOver(null);
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setOver(null);
      const files = Array.from(event.dataTransfer?.files ?? []);
      if (files.length) onFilesRef.current(files);
    };
    // One signal removes every listener on cleanup.
    const listening = new AbortController();
    const { signal } = listening;
    target.addEventListener('dragenter', onEnter, { signal });
    target.addEventListener('dragover', onOver, { signal });
    target.addEventListener('dragleave', onLeave, { signal });
    target.addEventListener('drop', onDrop, { signal });
    window.addEventListener('dragend', onEnd, { signal });
    window.addEventListener('drop', onEnd, { signal });
    return () => {
      listening.abort();
      setOver(null);
    };
  }, [anchor, enabled]);

  return { popup: enabled ? over : null, over: enabled && over !== null };
}
