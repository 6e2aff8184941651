/**
 * Revision Count and Total Time Spent (cards spec §2 Details sidebar; §3 `revision_count`,
 * `total_timestamp_info`): counters kept on the card item (BRIEF §7), read-only here.
 */
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';

/** Seconds as "H:MM:SS" (hours are not capped). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The Revision Count row. */
export function RevisionCountSection() {
  const { card } = useCardPopup();
  return (
    <DetailRow label="Revision Count" testId="card-revision-count">
      {card.revision_count}
    </DetailRow>
  );
}

/** The Total Time Spent row. */
export function TimeSpentSection() {
  const { card } = useCardPopup();
  return (
    <DetailRow label="Total Time Spent" testId="card-time-spent">
      {formatDuration(card.total_timestamp_info.total_seconds)}
    </DetailRow>
  );
}
