/**
 * Files the user chose before the contents area could take them (issue 30 item 12: three files set on
 * the popup's file input the moment it opened were dropped when the contents or the upload settings,
 * `contents/new`, had not loaded yet). They wait here and go to `take` as soon as `ready`; if the
 * settings fail to load, `refuse` gets a message naming them, so a chosen file is either uploaded or
 * refused with a reason, never lost.
 */
import { useCallback, useEffect, useState } from 'react';
import { CONTENT_MESSAGES } from '../utils/content-messages';

/** @param ready the area can check and start uploads now; @param failure why it never will (or null). */
export function useQueuedFiles(
  ready: boolean,
  failure: string | null,
  take: (files: File[]) => void,
  refuse: (message: string) => void,
) {
  const [queued, setQueued] = useState<File[]>([]);
  useEffect(() => {
    if (queued.length === 0 || (!ready && !failure)) return;
    // Handing the files over empties the queue once, when the area becomes ready (or never will be):
    // the uploads it starts are the effect's purpose, so the re-render is wanted, not a cascade.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueued([]);
    if (ready) take(queued);
    else refuse(CONTENT_MESSAGES.queuedRefused(queued.map((f) => f.name).join(', '), failure!));
  }, [queued, ready, failure, take, refuse]);
  const enqueue = useCallback((files: File[]) => setQueued((current) => [...current, ...files]), []);
  return { waiting: queued.length, enqueue };
}
