/**
 * The template card's repeat line (issue 28 "Recurring cards": "The template card shows 'Repeats weekly on
 * Mon' and its next date"): nothing for a card that does not repeat.
 */
import { useCardRecurrence } from '../../api/get-card-recurrence';
import { useCardPopup } from '../../hooks/use-card-popup';
import { intlLocale } from '../../../../lib/i18n/i18n-store';
import { DetailRow } from './detail-row';
import { recurrenceWords } from '../../utils/recurrence-words';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import '../recurrence/repeat.css';

/** The next occurrence in the rule's own time zone (its "09:00" is that zone's), e.g. "Mon, Nov 30, 2026, 09:30". */
const readable = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(intlLocale(), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** "Repeats weekly on Mon at 09:00", then "Next: Mon, Nov 30, 2026, 09:00 (Europe/Berlin)" (or "Ended"). */
export function RepeatSection() {
  const { t } = useTranslation('card');
  const { workspaceId, card } = useCardPopup();
  const query = useCardRecurrence(workspaceId, card.id);
  const recurrence = query.data?.recurrence;
  if (!recurrence) return null;
  return (
    <DetailRow label={t('details.repeat')} testId="card-repeat">
      <span>{recurrenceWords(t, recurrence.rule)}</span>
      <span className="gl-card-detail__repeat-next">
        {recurrence.next_at
          ? t('repeat.next', {
              date: readable(recurrence.next_at, recurrence.rule.time_zone),
              zone: recurrence.rule.time_zone,
            })
          : t('repeat.ended')}
      </span>
    </DetailRow>
  );
}
