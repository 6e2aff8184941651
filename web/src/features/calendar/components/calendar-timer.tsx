/**
 * A calendar event's timer (cards spec §4 Calendar: "A calendar event shows a timer only when the stage
 * tracks time and the card is not approved"). The API sends `total_timestamp_info` only for such cards
 * with time on them (decisions D22); it ticks while a timer runs.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CalendarCard } from '../../../../../shared/schemas/calendar';
import { Stopwatch } from '../../../components/ui/stopwatch';

/** The card's tracked time, or nothing. */
export function CalendarTimer({ card }: { card: CalendarCard }) {
  const { t } = useTranslation('calendar');
  const time = card.total_timestamp_info;
  if (!time) return null;
  return (
    <Stopwatch
      totalSeconds={time.total_seconds}
      asOf={time.latest_start}
      activeCount={time.active_count}
      label={t('timer.label')}
      className="gl-calendar__timer"
      testId={`calendar-timer-${card.id}`}
    />
  );
}
