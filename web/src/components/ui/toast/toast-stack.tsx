/**
 * The toast stack itself (accounts spec §8 and §9: alerts auto-fade after 5000 ms with a 3000 ms fade and
 * can be closed). Hovering or focusing a toast holds it, so a slow reader or a keyboard user never loses
 * the message mid-read. A toast may offer one action (a link or a button). While a modal `<dialog>` is
 * open (the card popup, a confirmation) the stack renders inside the topmost one: the rest of the page is
 * inert and under the backdrop there (docs/decisions.md R38). Loaded by ./toaster.tsx on the first toast,
 * so it does not weigh on the first load.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { Alert, Button } from '@aws-amplify/ui-react';
import { dismissToast, type Toast } from './toast-store';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Time a toast stays fully visible before fading (accounts spec §9: 5000 ms). */
export const TOAST_VISIBLE_MS = 5000;
/** Length of the fade-out (accounts spec §9: 3000 ms). */
export const TOAST_FADE_MS = 3000;

function ToastItem({ toast }: { toast: Toast }) {
  // `common` is always loaded: the close button's name in the interface language never suspends (issue 41).
  const { t } = useTranslation('common');
  const [fading, setFading] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const fadeTimer = window.setTimeout(() => setFading(true), TOAST_VISIBLE_MS);
    const removeTimer = window.setTimeout(() => dismissToast(toast.id), TOAST_VISIBLE_MS + TOAST_FADE_MS);
    return () => {
      window.clearTimeout(fadeTimer);
      window.clearTimeout(removeTimer);
    };
  }, [held, toast.id]);

  const hold = () => {
    setHeld(true);
    setFading(false);
  };
  const release = () => setHeld(false);

  return (
    <div
      className={`gl-toast${fading ? ' gl-toast--fading' : ''}`}
      style={{ transitionDuration: `${TOAST_FADE_MS}ms` }}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
      data-testid="toast"
    >
      <Alert
        variation={toast.variation}
        isDismissible
        dismissButtonLabel={t('action.close')}
        onDismiss={() => dismissToast(toast.id)}
        hasIcon
        // Errors announce themselves as they appear; the others through the Toaster's live region.
        role={toast.variation === 'error' ? 'alert' : undefined}
      >
        {toast.message}
        {toast.action ? (
          <span className="gl-toast__action">
            {toast.action.href ? (
              <Link className="gl-link" to={toast.action.href} onClick={() => dismissToast(toast.id)}>
                {toast.action.label}
              </Link>
            ) : (
              <Button
                size="small"
                variation="link"
                onClick={() => {
                  dismissToast(toast.id);
                  toast.action?.onClick?.();
                }}
              >
                {toast.action.label}
              </Button>
            )}
          </span>
        ) : null}
      </Alert>
    </div>
  );
}

/** The topmost open modal dialog, where toasts must render to be seen and used; null without one. */
function topModalDialog(): HTMLDialogElement | null {
  const modals = Array.from(document.querySelectorAll('dialog[open]')).filter((d) => d.matches(':modal'));
  return (modals.at(-1) as HTMLDialogElement | undefined) ?? null;
}

/** Follows dialogs opening and closing (`open` changes and removed nodes). */
function subscribeToDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}
const noDialog = () => null;
const unwatched = () => () => undefined;

/** The topmost modal dialog while `watching` (only while toasts show), else null. */
function useTopModalDialog(watching: boolean): HTMLDialogElement | null {
  return useSyncExternalStore(
    watching ? subscribeToDialogs : unwatched,
    watching ? topModalDialog : noDialog,
    noDialog,
  );
}

/** The toasts, inside the topmost modal dialog when one is open. */
export function ToastStack({ toasts }: { toasts: readonly Toast[] }) {
  const modal = useTopModalDialog(toasts.length > 0);
  const region = (
    <div className="gl-toaster">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
  return modal ? createPortal(region, modal) : region;
}
