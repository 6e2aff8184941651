/**
 * Tracked time as the popup, the board card and the list view show it (cards spec §2 "Total Time Spent"; §3
 * `total_timestamp_info.total_seconds`).
 */

/** Seconds as "H:MM:SS" (hours are not capped; negative or fractional input counts whole seconds from 0). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * The confirmation of a stopped timer (issue 42), e.g. "Stopped: 0:07:12 tracked, 1:42:05 on this card":
 * the time the timer just tracked and the card's total after it, both in seconds, in the reader's words:
 * `t` translates the `time-tracking` namespace (its `timer.stopped`, the timer control's own toast; issue 41).
 */
export function timerStoppedMessage(
  t: (key: string, values?: Record<string, string>) => string,
  stoppedSeconds: number,
  cardTotalSeconds: number,
): string {
  return t('timer.stopped', { tracked: formatDuration(stoppedSeconds), total: formatDuration(cardTotalSeconds) });
}
