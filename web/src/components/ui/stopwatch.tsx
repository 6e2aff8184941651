/**
 * A stopwatch (cards spec §4 Time tracking "A stopwatch ticks every second"; §3 `total_timestamp_info`,
 * `timestamp_info`): `totalSeconds` as of `asOf` plus `activeCount` running timers' time since then,
 * as H:MM:SS, ticking every second while something runs (lib/use-now.ts; no request per tick).
 * Used by the popup, the board card and the list view's Timer column.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { stopwatchSeconds } from '../../../../shared/schemas/time-tracking-limits';
import { formatDuration } from '../../lib/format-duration';
import { useNow } from '../../lib/use-now';

interface StopwatchProps {
  totalSeconds: number;
  /** The instant `totalSeconds` was computed while timers run (`latest_start` or `as_of`); null when fixed. */
  asOf: string | null;
  activeCount: number;
  /** Accessible name prefix, e.g. "Time spent". */
  label?: string;
  className?: string;
  testId?: string;
}

/**
 * `asOf` rounded down to its second. Timers start on whole seconds and count whole seconds (decisions
 * R15), so a total as of 10.9 s is the total as of 10 s; counting on from 10 s keeps every stopwatch of
 * a card (the card's, each user's) on the same second, whichever instant its answer was computed at.
 */
export function wholeSecond(asOf: string | null): string | null {
  if (asOf === null) return null;
  const ms = Date.parse(asOf);
  return Number.isNaN(ms) ? null : new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/** The running (or fixed) time; a clock icon marks a running one. */
export function Stopwatch({ totalSeconds, asOf, activeCount, label, className = '', testId }: StopwatchProps) {
  const { t } = useTranslation('common');
  const running = asOf !== null && activeCount > 0;
  const now = useNow(running);
  const text = formatDuration(stopwatchSeconds(totalSeconds, wholeSecond(asOf), activeCount, now));
  return (
    <span
      className={`gl-stopwatch${running ? ' gl-stopwatch--running' : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
      data-running={running ? 'true' : 'false'}
      aria-label={t('stopwatch.value', {
        label: label ?? t('stopwatch.label'),
        time: text,
        running: running ? 'yes' : 'no',
      })}
      role="timer"
    >
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      >
        <circle cx="8" cy="9" r="5.5" />
        <path d="M8 6v3l2 1.5M6.5 1.5h3" />
      </svg>
      <span className="gl-stopwatch__time" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
