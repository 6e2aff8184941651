/**
 * Completion (cards spec §4 Card states: "toggled by a checkbox labelled 'Mark as Complete' or 'Marked
 * as Completed'. A completed due tag can be cleared, which removes completion"): the checkbox and the
 * card's due tag. Completing sends `PUT …/{cid} {completed: true}`; unchecking or clearing the tag sends
 * `mark_as_incomplete` (docs/decisions.md K5). Both need content access (cards spec §6); without it
 * only the tag shows.
 */
import { CheckboxField } from '@aws-amplify/ui-react';
import { DueTag } from '../../../components/ui/due-tag';
import { useUpdateCard } from '../api/update-card';
import { useMarkCardIncomplete } from '../api/mark-card-incomplete';
import { useCardPopup } from '../hooks/use-card-popup';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The checkbox and the due tag. */
export function CompleteToggle() {
  const { t } = useTranslation('card');
  const { card, can } = useCardPopup();
  const complete = useUpdateCard();
  const incomplete = useMarkCardIncomplete();
  const allowed = can('can_access_content');
  const busy = complete.isPending || incomplete.isPending;
  const clear = () => incomplete.mutate();

  return (
    <div className="gl-card-popup__complete">
      <DueTag dueDate={card.due_date} completed={card.completed} onClear={allowed && !busy ? clear : undefined} />
      {allowed ? (
        <CheckboxField
          name="completed"
          size="small"
          label={card.completed ? t('header.markedComplete') : t('header.markComplete')}
          checked={card.completed}
          disabled={busy}
          onChange={(event) => (event.target.checked ? complete.mutate({ completed: true }) : clear())}
        />
      ) : null}
    </div>
  );
}
