/**
 * Where a person waits on a write (issue 40 "shows 'Saving…' and then 'Not saved yet, retrying' where a person
 * is waiting, never a silent loss"): "Saving…" while `saving`, "Not saved yet, retrying" once the transport
 * is sending a write again (../../lib/write-retries.ts), nothing otherwise. A polite live region, so screen
 * readers hear it too.
 */
import type { CSSProperties } from 'react';
import { SAVE_MESSAGES, useWritesRetrying } from '../../lib/write-keys';

/** The message for a write in flight, given whether writes are being retried. */
export function saveMessage(saving: boolean, retrying: boolean): string {
  if (!saving) return '';
  return retrying ? SAVE_MESSAGES.retrying : SAVE_MESSAGES.saving;
}

/** The status line; empty (but present, so the live region is announced) when nothing is saving. */
export function SaveStatus({
  saving,
  testId,
  className,
  style,
}: {
  saving: boolean;
  testId: string;
  className?: string;
  style?: CSSProperties;
}) {
  const retrying = useWritesRetrying();
  const message = saveMessage(saving, retrying);
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid={testId}
      className={className}
      style={message ? style : undefined}
    >
      {message}
    </span>
  );
}
