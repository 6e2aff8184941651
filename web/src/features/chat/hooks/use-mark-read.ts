/**
 * Marks the chat read up to the newest message shown while the dock is open and the page is visible
 * (accounts spec §7 `message_read`; docs/decisions.md V27). Each newest message is sent once; a failure is
 * retried when the next message arrives or the page becomes visible again.
 */
import { useEffect, useRef, useState } from 'react';
import { useMarkMessagesRead } from '../api/mark-messages-read';

export function useMarkRead(
  workspaceId: string,
  open: boolean,
  newestId: string | undefined,
  lastReadId: string | null | undefined,
  unread: number,
) {
  const mark = useMarkMessagesRead(workspaceId);
  const sent = useRef<string | null>(null);
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const { mutate } = mark;
  useEffect(() => {
    if (!open || !visible || !newestId) return;
    // Already read up to it, and nothing is counted: nothing to send.
    if (lastReadId && lastReadId >= newestId && unread === 0) return;
    if (sent.current === newestId) return;
    sent.current = newestId;
    mutate(newestId, { onError: () => (sent.current = null) });
  }, [open, visible, newestId, lastReadId, unread, mutate]);
}
