/**
 * A slim bar above every signed-in page while the browser is offline, or while the live connection has
 * been down for a few seconds after it was open (./connection-notice.ts). It goes as soon as both are back;
 * the queries refetch on reconnect and the live channels resync what they missed (lib/live).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLiveDownSince, useLiveStatus } from '../lib/live/live-provider';
import { useTranslation } from '../lib/i18n/use-translation';
import { CONNECTION_MESSAGE_KEYS, connectionNotice, RECONNECTING_NOTICE_DELAY_MS } from './connection-notice';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** `navigator.onLine`, kept current by the window's online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The banner, or nothing. Its words load with it, at mount, while the browser is still online (the `common`
 * catalogue, which every page uses anyway), so the offline notice never waits for a chunk it cannot fetch.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const live = useLiveStatus();
  const downSince = useLiveDownSince();
  const [now, setNow] = useState(() => Date.now());
  // Re-render once the delay has passed, so a connection still down shows the notice.
  useEffect(() => {
    if (downSince === null) return;
    const id = window.setTimeout(
      () => setNow(Date.now()),
      Math.max(0, downSince + RECONNECTING_NOTICE_DELAY_MS - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [downSince]);
  const notice = connectionNotice(online, live, downSince === null ? null : now - downSince);
  return (
    <div role="status" aria-live="polite" className="gl-connection" data-testid="connection-banner">
      {notice ? (
        <p className={`gl-connection__notice gl-connection__notice--${notice}`}>{t(CONNECTION_MESSAGE_KEYS[notice])}</p>
      ) : null}
    </div>
  );
}
