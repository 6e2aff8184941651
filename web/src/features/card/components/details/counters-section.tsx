/**
 * Revision Count and Total Time Spent (cards spec §2 Details sidebar; §3 `revision_count`,
 * `total_timestamp_info`): counters kept on the card item (BRIEF §7), read-only here.
 */
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';
import { formatDuration } from '../../utils/format-duration';

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
