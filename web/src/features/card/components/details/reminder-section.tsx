/**
 * Reminder (cards spec §3 `reminder_in_day`; §5 "Reminder options: No reminder, or 1 to 7 days before
 * the due date"; edited with the dates' flag, can_access_add_change_date).
 */
import { SelectField } from '@aws-amplify/ui-react';
import { MAX_REMINDER_DAYS } from '../../../../../../shared/schemas/card';
import { useUpdateCard } from '../../api/update-card';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';
import { useTranslation, type Translation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';

/** The label of a reminder choice ("No reminder", "1 day before", "3 days before"). */
function reminderLabel(t: Translation['t'], days: number): string {
  return days === 0 ? t('reminder.none') : t('reminder.daysBefore', { days });
}

const CHOICES = Array.from({ length: MAX_REMINDER_DAYS + 1 }, (_, days) => days);

/** The reminder row. */
export function ReminderSection() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const update = useUpdateCard();
  const editable = can('can_access_add_change_date');
  return (
    <DetailRow label={t('details.reminder')} testId="card-reminder">
      {editable ? (
        <SelectField
          label={t('details.reminder')}
          labelHidden
          size="small"
          value={String(card.reminder_in_day)}
          isDisabled={update.isPending}
          onChange={(event) => update.mutate({ reminder_in_day: Number(event.target.value) })}
        >
          {CHOICES.map((days) => (
            <option key={days} value={days}>
              {reminderLabel(t, days)}
            </option>
          ))}
        </SelectField>
      ) : (
        reminderLabel(t, card.reminder_in_day)
      )}
    </DetailRow>
  );
}
