/**
 * The popup header's minimize button (cards spec §2 Minimized cards; accounts spec §2 dock): puts the
 * card in the dock (`POST /api/v1/minimized_content_groups`) and closes the popup. A failure is only
 * logged (cards spec §8 "Errors in minimizing are only logged"). Not shown for a card in the recycle bin.
 */
import { Button } from '@aws-amplify/ui-react';
import { useMinimizeCard } from '../api/minimize-card';
import { useCardPopup } from '../hooks/use-card-popup';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** "▁" beside Close. */
export function MinimizeButton() {
  const { t } = useTranslation('card');
  const { workspaceId, card, close } = useCardPopup();
  const minimize = useMinimizeCard();
  if (card.deleted_at !== null) return null;
  return (
    <Button
      size="small"
      variation="link"
      aria-label={t('header.minimizeCard')}
      title={t('header.minimize')}
      onClick={() => {
        minimize.mutate({ workspaceId, cardId: card.id });
        close();
      }}
    >
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
        <path d="M2 11.5h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
