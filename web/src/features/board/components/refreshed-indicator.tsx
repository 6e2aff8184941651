/**
 * The small "Refreshed" badge of the workspace view (accounts spec §4 and §9: shown for 5 s after a
 * refresh). Announced politely to screen readers.
 */
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** Renders the badge while `visible`; the live region stays mounted so announcements work. */
export function RefreshedIndicator({ visible }: { visible: boolean }) {
  const { t } = useTranslation('board');
  return (
    <span role="status" aria-live="polite" data-testid="refreshed-indicator">
      {visible ? <span className="gl-refreshed">{t('board.refreshed')}</span> : null}
    </span>
  );
}
