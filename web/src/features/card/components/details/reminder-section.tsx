/**
 * Reminder (cards spec §3 `reminder_in_day`; §5 "Reminder options: No reminder, or 1 to 7 days before
 * the due date"; edited with the dates' flag, can_access_add_change_date).
 */
import { SelectField } from '@aws-amplify/ui-react';
import { MAX_REMINDER_DAYS } from '../../../../../../shared/schemas/card';
import { useUpdateCard } from '../../api/update-card';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';

/** The label of a reminder choice. */
export function reminderLabel(days: number): string {
  if (days === 0) return 'No reminder';
  return days === 1 ? '1 day before' : `${days} days before`;
}

const CHOICES = Array.from({ length: MAX_REMINDER_DAYS + 1 }, (_, days) => days);

/** The reminder row. */
export function ReminderSection() {
  const { card, can } = useCardPopup();
  const update = useUpdateCard();
  return (
    <DetailRow label="Reminder" testId="card-reminder">
      {can('can_access_add_change_date') ? (
        <SelectField
          label="Reminder"
          labelHidden
          size="small"
          value={String(card.reminder_in_day)}
          isDisabled={update.isPending}
          onChange={(event) => update.mutate({ reminder_in_day: Number(event.target.value) })}
        >
          {CHOICES.map((days) => (
            <option key={days} value={days}>
              {reminderLabel(days)}
            </option>
          ))}
        </SelectField>
      ) : (
        reminderLabel(card.reminder_in_day)
      )}
    </DetailRow>
  );
}
