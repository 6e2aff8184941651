/**
 * Start Date and Due Date (cards spec §2 "The date picker uses format 'MMM dd, yyyy hh:mm a' with clear
 * and accept actions"; §9 input 'YYYY-MM-DDTHH:mm'; §6 can_access_add_change_date). The picker is the
 * browser's `datetime-local` input with the chosen value echoed in the spec's format; Accept saves,
 * Clear removes the date, Cancel (or Escape) leaves it.
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { format } from 'date-fns';
import { formatLocalInput, isoToLocalInput, localInputToIso } from '../../../../lib/datetime-local';
import { useUpdateCard } from '../../api/update-card';
import { useCardPopup } from '../../hooks/use-card-popup';
import { DetailRow } from './detail-row';

type DateField = 'start_date' | 'due_date';
const LABELS: Record<DateField, string> = { start_date: 'Start Date', due_date: 'Due Date' };

/** The picker panel, open while editing. */
function DatePicker({ field, onDone }: { field: DateField; onDone: () => void }) {
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
        aria-label={LABELS[field]}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoFocus
      />
      <Text fontSize="small" color="font.secondary" aria-live="polite">
        {formatLocalInput(value) || 'No date chosen'}
      </Text>
      <Flex gap="xs" wrap="wrap">
        <Button size="small" variation="primary" isDisabled={!iso || update.isPending} onClick={() => save(iso)}>
          Accept
        </Button>
        {card[field] ? (
          <Button size="small" isDisabled={update.isPending} onClick={() => save(null)}>
            Clear
          </Button>
        ) : null}
        <Button size="small" variation="link" onClick={onDone}>
          Cancel
        </Button>
      </Flex>
    </Flex>
  );
}

/** One date row. */
function DateSection({ field }: { field: DateField }) {
  const { card, can } = useCardPopup();
  const [editing, setEditing] = useState(false);
  const editable = can('can_access_add_change_date');
  const value = card[field];
  return (
    <DetailRow
      label={LABELS[field]}
      testId={`card-${field.replace('_', '-')}`}
      action={
        editable && !editing ? (
          <Button
            size="small"
            variation="link"
            padding="0"
            onClick={() => setEditing(true)}
            aria-label={`${value ? 'Change' : 'Set'} ${LABELS[field]}`}
          >
            {value ? 'Change' : 'Set'}
          </Button>
        ) : null
      }
    >
      {editing && editable ? (
        <DatePicker field={field} onDone={() => setEditing(false)} />
      ) : value ? (
        format(new Date(value), 'MMM dd, yyyy hh:mm a')
      ) : (
        'None'
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
