/**
 * Edit or Delete of one's own comment (cards spec §5 Comment Edit and Delete: within 5 minutes, then
 * 'Available within 5 minutes'; issue 30 item 7). Once the window has closed the button stays in the tab
 * order with `aria-disabled`, so a keyboard user can reach it, and the reason shows as a tooltip on hover
 * and on focus, and is read out as the button's description. A busy stream disables it plainly.
 */
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface WindowedActionProps {
  label: string;
  withinWindow: boolean;
  busy: boolean;
  onClick: () => void;
}

export function WindowedAction({ label, withinWindow, busy, onClick }: WindowedActionProps) {
  const { t } = useTranslation('comments');
  const tipId = useId();
  if (withinWindow) {
    return (
      <button type="button" className="gl-comment-link-button" disabled={busy} onClick={onClick}>
        {label}
      </button>
    );
  }
  return (
    <span className="gl-windowed-action">
      <button type="button" className="gl-comment-link-button" aria-disabled="true" aria-describedby={tipId}>
        {label}
      </button>
      <span id={tipId} role="tooltip" className="gl-windowed-action__tip">
        {t('item.editWindow')}
      </span>
    </span>
  );
}
