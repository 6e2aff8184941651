/**
 * The contents area's states other than the list (cards spec §2 "Contents area", §5; issue 13; issue 41's
 * languages, decisions LW1): loading, the load failure with Try again, the empty state with its hint (when the
 * reader may add), the "uploads are unavailable" warning, and the overlay drawn over the whole popup while files
 * are dragged over it. Texts come from the `contents` catalogue.
 */
import { createPortal } from 'react-dom';
import { Alert, Button, Loader, Text } from '@aws-amplify/ui-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The spinner while the contents load. */
export function ContentsLoading() {
  const { t } = useTranslation('contents');
  return <Loader ariaLabel={t('section.loading')} />;
}

/** The contents could not be loaded: `error` (a readable message) and Try again. */
export function ContentsFailure({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation('contents');
  return (
    <div role="alert" className="gl-contents__failure">
      <Text>{t('section.loadFailed', { error })}</Text>
      <Button size="small" onClick={onRetry}>
        {t('common:action.tryAgain')}
      </Button>
    </div>
  );
}

/** A card with no contents; `canAdd` adds the hint on what may be added and how. */
export function ContentsEmpty({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation('contents');
  return (
    <div className="gl-contents__empty" data-testid="contents-empty">
      <Text>{t('empty.none')}</Text>
      {canAdd ? <Text fontSize="small">{t('empty.hint')}</Text> : null}
    </div>
  );
}

/** The upload settings could not be loaded: `error` (a readable message). */
export function UploadsUnavailable({ error }: { error: string }) {
  const { t } = useTranslation('contents');
  return <Alert variation="warning">{t('section.uploadsUnavailable', { error })}</Alert>;
}

/** The drop hint over `popup` (the card popup's element) while files are dragged over it. */
export function DropOverlay({ popup }: { popup: HTMLElement }) {
  const { t } = useTranslation('contents');
  return createPortal(
    <div className="gl-drop-overlay" aria-hidden="true">
      <span>{t('drop.hint')}</span>
    </div>,
    popup,
  );
}
