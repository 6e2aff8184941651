/**
 * Renders the toast stack (accounts spec §8 and §9: alerts auto-fade after 5000 ms with a 3000 ms fade,
 * can be closed, and are cleared on route change). Hovering or focusing a toast holds it, so a slow
 * reader or a keyboard user never loses the message mid-read.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '@aws-amplify/ui-react';
import { clearToasts, dismissToast, showToast, useToasts, type Toast } from './toast-store';
import { readFlash } from './flash';

/** Time a toast stays fully visible before fading (accounts spec §9: 5000 ms). */
export const TOAST_VISIBLE_MS = 5000;
/** Length of the fade-out (accounts spec §9: 3000 ms). */
export const TOAST_FADE_MS = 3000;

function ToastItem({ toast }: { toast: Toast }) {
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
        dismissButtonLabel="Close"
        onDismiss={() => dismissToast(toast.id)}
        hasIcon
        role={toast.variation === 'error' ? 'alert' : 'status'}
      >
        {toast.message}
      </Alert>
    </div>
  );
}

/**
 * Clears toasts when the route (pathname) changes, then shows the flash the navigation carried, if any.
 * Query-string changes such as the search box do not clear. Keyed by `location.key` so a StrictMode
 * double effect does not show a flash twice.
 */
function useRouteToasts(): void {
  const location = useLocation();
  const handled = useRef<{ key: string; pathname: string } | null>(null);
  const { key, pathname } = location;
  const state: unknown = location.state;

  useEffect(() => {
    const previous = handled.current;
    if (previous?.key === key) return;
    handled.current = { key, pathname };
    // The first render is not a route change: keep toasts raised during start-up.
    if (previous && previous.pathname !== pathname) clearToasts();
    const flash = readFlash(state);
    if (flash) showToast(flash.variation, flash.message);
  }, [key, pathname, state]);
}

/** The toast region; mount once inside the router. */
export function Toaster() {
  useRouteToasts();
  const toasts = useToasts();
  return (
    <div className="gl-toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
