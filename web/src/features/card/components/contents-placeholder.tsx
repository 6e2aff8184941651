/**
 * The contents area's gallery slot (cards spec §2 "Contents area: gallery, thumbnail strip …"). Until
 * the contents feature exists it says so plainly; the app passes the real gallery as
 * `extensions.renderContents`. After a content write the card and the workspace views refresh (the
 * card's `preview`, the storage bar).
 */
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { getCardQueryOptions } from '../api/get-card';
import { useCardPopup } from '../hooks/use-card-popup';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The gallery, or an honest empty state. */
export function ContentsPlaceholder() {
  const { t } = useTranslation('card');
  const { workspaceId, card, can, readOnly, onCardChanged, extensions } = useCardPopup();
  const queryClient = useQueryClient();
  if (extensions.renderContents) {
    const onContentsChanged = () => {
      onCardChanged();
      void queryClient.invalidateQueries({ queryKey: getCardQueryOptions(workspaceId, card.id).queryKey });
    };
    return <>{extensions.renderContents({ workspaceId, cardId: card.id, readOnly, can, onContentsChanged })}</>;
  }
  return (
    <div className="gl-card-popup__region" data-testid="card-contents">
      <h3 className="gl-card-popup__section-title">{t('contents.heading')}</h3>
      <EmptyState compact title={t('contents.empty')} description={t('contents.emptyHint')} />
    </div>
  );
}
