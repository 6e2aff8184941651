/**
 * A card's due tag (cards spec §4 "Due tag", §9 display format 'MMM DD, YYYY hh:mma'): the date and the
 * tag's label (Completed, Due in 3 to 7 days, Near Due, Due Tomorrow, Due Today, Past Due), coloured by
 * kind. Shown on the popup, board cards, list rows and the calendar. `onClear` adds the popup's clear
 * button to a Completed tag (clearing removes completion).
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { dueTag } from '../../lib/due-tag';

interface DueTagProps {
  dueDate: string | null;
  completed: boolean;
  /** Clears a Completed tag; absent where the caller may not (cards spec §6 "needs content access"). */
  onClear?: () => void;
  /** Defaults to the time of rendering. */
  now?: Date;
  compact?: boolean;
}

/** The tag; nothing when the card has no due date and is not completed. */
export function DueTag({ dueDate, completed, onClear, now = new Date(), compact = false }: DueTagProps) {
  const { t } = useTranslation('common');
  const tag = dueTag(dueDate, completed, now);
  if (!tag) return null;
  return (
    <span
      className={`gl-due-tag gl-due-tag--${tag.kind}${compact ? ' gl-due-tag--compact' : ''}`}
      data-testid="due-tag"
    >
      {tag.date ? <span className="gl-due-tag__date">{compact ? tag.day : tag.date}</span> : null}
      {tag.label ? <span className="gl-due-tag__label">{tag.label}</span> : null}
      {onClear && tag.kind === 'completed' ? (
        <button
          type="button"
          className="gl-due-tag__clear"
          aria-label={t('due.clearLabel')}
          title={t('due.clear')}
          onClick={onClear}
        >
          ×
        </button>
      ) : null}
    </span>
  );
}
