/** "Archived" beside the title of an archived card (cards spec §4 Card states). */
import { Badge } from '@aws-amplify/ui-react';
import { useCardPopup } from '../hooks/use-card-popup';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The badge; nothing for a card on the board. */
export function ArchivedBadge() {
  const { t } = useTranslation('card');
  const { card } = useCardPopup();
  return card.archived ? (
    <Badge size="small" variation="warning">
      {t('header.archived')}
    </Badge>
  ) : null;
}
