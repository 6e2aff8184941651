/**
 * Revision Count and Total Time Spent (cards spec §2 Details sidebar; §3 `revision_count`,
 * `total_timestamp_info`, `timestamp_info.users`): counters kept on the card item (BRIEF §7), read-only
 * here. The total ticks every second while a timer runs on the card (cards spec §4 "A stopwatch ticks
 * every second"; computed from the answer's instant, no polling: decisions R15, R31), and each user's
 * time is listed under it (decisions R34).
 */
import { Stopwatch } from '../../../../components/ui/stopwatch';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The Revision Count row. */
export function RevisionCountSection() {
  const { t } = useTranslation('card');
  const { card } = useCardPopup();
  return (
    <DetailRow label={t('details.revisionCount')} testId="card-revision-count">
      {card.revision_count}
    </DetailRow>
  );
}

/** The Total Time Spent row, with each user's time. */
export function TimeSpentSection() {
  const { t } = useTranslation('card');
  const { card } = useCardPopup();
  const total = card.total_timestamp_info;
  const asOf = card.timestamp_info.as_of;
  return (
    <DetailRow label={t('details.timeSpent')} testId="card-time-spent">
      <div className="gl-time-spent">
        <Stopwatch
          totalSeconds={total.total_seconds}
          asOf={total.latest_start}
          activeCount={total.active_count}
          label={t('details.totalTimeSpent')}
          testId="card-total-stopwatch"
        />
        {card.timestamp_info.users.length > 0 ? (
          <ul className="gl-time-spent__users" aria-label={t('details.timePerPerson')}>
            {card.timestamp_info.users.map((user) => (
              <li key={user.user_id} data-testid="time-spent-user">
                <span className="gl-time-spent__name">{user.full_name}</span>
                <Stopwatch
                  totalSeconds={user.total_seconds}
                  asOf={user.active ? asOf : null}
                  activeCount={user.active ? 1 : 0}
                  label={t('details.timeOf', { name: user.full_name })}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DetailRow>
  );
}
