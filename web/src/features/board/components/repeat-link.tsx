/**
 * The repeat icon of a recurring card's copy (issue 35 "shows a repeat icon on the board that links to its
 * template"; decisions RC3): a link to the template's popup, beside the card (not inside it, which is itself
 * a button), always visible. The API sends `recurring_template_id` to the team only, so guests never see it.
 */
import type { Card } from '../../../../../shared/schemas/card';
import { useBoardAbilities } from '../hooks/board-abilities';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

const RepeatIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M2.5 7V6a3 3 0 0 1 3-3h8M11 1l2.5 2L11 5" />
    <path d="M13.5 9v1a3 3 0 0 1-3 3h-8M5 15l-2.5-2L5 11" />
  </svg>
);

/** The link, or nothing for a card that is no copy. */
export function RepeatLink({ card }: { card: Pick<Card, 'name' | 'recurring_template_id'> }) {
  const { t } = useTranslation('board');
  const { openCard, cardHref } = useBoardAbilities();
  const templateId = card.recurring_template_id;
  if (!templateId) return null;
  // The template's name is not on the copy: a slug of the id alone opens it (shared/links/card-slug.ts).
  const template = { id: templateId, name: '' };
  return (
    <a
      className="gl-card__repeat"
      href={cardHref(template)}
      aria-label={t('card.repeatLabel', { name: card.name })}
      title={t('card.repeatTitle')}
      data-testid="card-repeat-link"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        openCard(template);
      }}
    >
      <RepeatIcon />
    </a>
  );
}
