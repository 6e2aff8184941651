/**
 * The toast region (accounts spec §8 and §9: alerts are cleared on route change): clears toasts when the
 * route changes and shows the flash a navigation carried; the stack (./toast-stack.tsx: fading, holding,
 * actions, rendering over modals) loads with the first toast, keeping it out of every page's first load.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearToasts, showToast, useToasts } from './toast-store';
import { readFlash } from './flash';

const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

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
  // The stack mounts with its first toast, too late for a live region to announce it: this one is always
  // there and says the newest non-error toast (errors are role="alert", announced as they appear).
  const latest = toasts.filter((t) => t.variation !== 'error').at(-1);
  return (
    <>
      <div className="visually-hidden" aria-live="polite" data-testid="toast-announcer">
        {latest?.message ?? ''}
      </div>
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} />
        </Suspense>
      ) : null}
    </>
  );
}
