/**
 * A card's checklist progress on the board card and the list's Subtasks column (cards spec §3
 * `total_subtasks`, `completed_subtasks`): "2/3" with a checklist icon, green when every item is done.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
export function SubtaskCount({ card }: { card: { total_subtasks: number; completed_subtasks: number } }) {
  const { t } = useTranslation('board');
  const done = card.completed_subtasks >= card.total_subtasks;
  return (
    <span
      className={`gl-subtasks${done ? ' gl-subtasks--done' : ''}`}
      title={t('card.subtasks', { done: card.completed_subtasks, total: card.total_subtasks })}
    >
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <rect x="2" y="2" width="12" height="12" rx="2" />
        <path d="M5 8.2l2 2 4-4.4" />
      </svg>
      {card.completed_subtasks}/{card.total_subtasks}
    </span>
  );
}
