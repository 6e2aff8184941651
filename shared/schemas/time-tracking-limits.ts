/**
 * Time tracking limits and messages (cards spec §4 Time tracking, §8 error catalogue, §9 "Stopwatch tick
 * 1 s"; decisions R14–R17). Zod-free, for the web app's stopwatch.
 */
export const TIME_TRACKING_LIMITS = {
  /** A timer left running is closed this long after it started, by a schedule (decisions R16). */
  maxRunMs: 12 * 60 * 60 * 1000,
  /** Stopwatch tick (cards spec §9). */
  tickMs: 1000,
} as const;

export const TIME_TRACKING_MESSAGES = {
  /** cards spec §8: starting a second timer anywhere. */
  alreadyTracking: 'You have a card currently being time-tracked.',
  notTimeTrackingStage: 'Time tracking is not enabled in this stage.',
  notTracking: 'You are not tracking time on this card.',
  /**
   * A move or bin refused because a timer runs on the card. It mentions time-tracking, which is what
   * makes the web app open the invalid-stage popup (cards spec §8).
   */
  cardTracked: 'This card is currently being time-tracked. Stop the timer before moving it.',
  /** The invalid-stage popup's text (cards spec §8). */
  invalidStagePopup: (cardName: string, workspaceName: string) =>
    `"${cardName}" card is currently being time-tracked in "${workspaceName}" workspace. Move out of time-tracking stage to proceed.`,
} as const;

/**
 * Seconds shown by a stopwatch at `nowMs`: `totalSeconds` as of `asOf` (null when nothing runs) plus
 * `activeCount` running timers' time since then.
 */
export function stopwatchSeconds(
  totalSeconds: number,
  asOf: string | null,
  activeCount: number,
  nowMs: number,
): number {
  if (!asOf || activeCount === 0) return totalSeconds;
  return totalSeconds + activeCount * Math.max(0, Math.floor((nowMs - Date.parse(asOf)) / 1000));
}
