/**
 * Start Date and Due Date (cards spec §2 "The date picker uses format 'MMM dd, yyyy hh:mm a' with clear
 * and accept actions"; §9 input 'YYYY-MM-DDTHH:mm'; §6 can_access_add_change_date). The picker is the
 * browser's `datetime-local` input with the chosen value echoed in the spec's format; Accept saves,
 * Clear removes the date, Cancel (or Escape) leaves it. English keeps the spec's format; Spanish and German
 * use format.ts's date and 24-hour time (issue 41, decisions LN5).
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { format } from 'date-fns';
import { isoToLocalInput, localInputToIso } from '../../../../lib/datetime-local';
import { currentLanguage } from '../../../../lib/i18n/i18n-store';
import { formatDateTime } from '../../../../lib/i18n/format';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import { useUpdateCard } from '../../api/update-card';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';

type DateField = 'start_date' | 'due_date';
const LABELS: Record<DateField, string> = { start_date: 'details.startDate', due_date: 'details.dueDate' };

/** A date as the row shows it: the spec's 'MMM dd, yyyy hh:mm a' in English, format.ts's form otherwise. */
function showDate(date: Date): string {
  const lng = currentLanguage();
  return lng === 'en' || lng === 'en-XA' ? format(date, 'MMM dd, yyyy hh:mm a') : formatDateTime(date);
}

/** The picker panel, open while editing. */
function DatePicker({ field, onDone }: { field: DateField; onDone: () => void }) {
  const { t } = useTranslation('card');
  const { card } = useCardPopup();
  const update = useUpdateCard();
  const [value, setValue] = useState(isoToLocalInput(card[field]));
  const save = (next: string | null) => update.mutate({ [field]: next }, { onSuccess: onDone });
  const iso = localInputToIso(value);
  return (
    <Flex
      direction="column"
      gap="xs"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Closes the picker, not the popup.
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <input
        type="datetime-local"
        className="gl-card-detail__input"
        aria-label={t(LABELS[field])}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
      />
      <Text fontSize="small" color="font.secondary" aria-live="polite">
        {iso ? showDate(new Date(iso)) : t('date.noneChosen')}
      </Text>
      <Flex gap="xs" wrap="wrap">
        <Button size="small" variation="primary" isDisabled={!iso || update.isPending} onClick={() => save(iso)}>
          {t('date.accept')}
        </Button>
        {card[field] ? (
          <Button size="small" isDisabled={update.isPending} onClick={() => save(null)}>
            {t('date.clear')}
          </Button>
        ) : null}
        <Button size="small" variation="link" onClick={onDone}>
          {t('date.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** One date row. */
function DateSection({ field }: { field: DateField }) {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const [editing, setEditing] = useState(false);
  const editable = can('can_access_add_change_date');
  const value = card[field];
  return (
    <DetailRow
      label={t(LABELS[field])}
      testId={`card-${field.replace('_', '-')}`}
      action={
        editable && !editing ? (
          <Button
            size="small"
            variation="link"
            padding="0"
            onClick={() => setEditing(true)}
            aria-label={t(value ? 'date.changeField' : 'date.setField', { field: t(LABELS[field]) })}
          >
            {value ? t('date.change') : t('date.set')}
          </Button>
        ) : null
      }
    >
      {editing && editable ? (
        <DatePicker field={field} onDone={() => setEditing(false)} />
      ) : value ? (
        showDate(new Date(value))
      ) : (
        t('details.none')
      )}
    </DetailRow>
  );
}

/** The Start Date row. */
export function StartDateSection() {
  return <DateSection field="start_date" />;
}

/** The Due Date row. */
export function DueDateSection() {
  return <DateSection field="due_date" />;
}
