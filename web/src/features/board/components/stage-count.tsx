/**
 * A stage's card count badge on the board and in the list (accounts spec §2): the stage's total, or the
 * matching cards while a search filters the view (utils/board-state.ts `stageCountLabel`).
 */
import { stageCountLabel } from '../utils/board-state';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface StageCountProps {
  stage: { content_groups_count: number; content_groups: readonly unknown[]; paging: { has_next_page: boolean } };
  /** Cards on screen in the stage (follows cards dragged in or out). */
  shown: number;
  search: string;
}

/** The badge; its accessible name says what the number counts. */
export function StageCount({ stage, shown, search }: StageCountProps) {
  const { t } = useTranslation('board');
  const { text, label } = stageCountLabel(stage, shown, search, t);
  return (
    <span className="gl-column__count" aria-label={label} title={label}>
      {text}
    </span>
  );
}
