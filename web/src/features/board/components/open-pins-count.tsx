/**
 * A card's open annotations on the board card and the list row (issue 26 "The count of open annotations
 * shows on the card's contents and on the board card"; BRIEF §8 beyond the spec; decisions R58): a pin with
 * the total of both tabs (the API counts Team pins 0 for those who may not see the Team tab, so a guest
 * never counts them); nothing when none is open or the card predates annotations.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';
export function OpenPinsCount({ open }: { open: { team: number; guest: number } | undefined }) {
  const { t } = useTranslation('board');
  const total = (open?.team ?? 0) + (open?.guest ?? 0);
  if (total <= 0) return null;
  const label = t('card.openPins', { count: total });
  return (
    <span className="gl-open-pins" title={label} data-testid="card-open-pins">
      <svg width="11" height="11" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
        <path d="M8 0a5.5 5.5 0 0 0-5.5 5.5C2.5 9.6 8 16 8 16s5.5-6.4 5.5-10.5A5.5 5.5 0 0 0 8 0zm0 8a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
      </svg>
      {total}
      <span className="visually-hidden"> {t('card.openPinsWord', { count: total })}</span>
    </span>
  );
}
