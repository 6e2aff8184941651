/**
 * What the connection banner says (BRIEF §5 "errors a person can act on"; §7 "Live updates": the browser
 * reconnects and refetches what it missed). Pure, so the rules are tested without a browser.
 */
import type { LiveStatus } from '../lib/live/live-socket';

export type ConnectionNotice = 'offline' | 'reconnecting' | null;

/** How long the live connection may be down before the banner says so: a reconnect usually takes less. */
export const RECONNECTING_NOTICE_DELAY_MS = 4_000;

/** Each notice's `common` catalogue key (issue 41). */
export const CONNECTION_MESSAGE_KEYS = {
  offline: 'connection.offline',
  reconnecting: 'connection.reconnecting',
} as const;

/**
 * The notice for the browser's network state and the live connection.
 * @param online `navigator.onLine`
 * @param live the live connection's status ('idle' when signed out)
 * @param downForMs how long (ms) the connection has not been open since it last was; null when it never opened
 */
export function connectionNotice(online: boolean, live: LiveStatus, downForMs: number | null): ConnectionNotice {
  if (!online) return 'offline';
  if (live === 'idle' || live === 'open' || downForMs === null) return null;
  return downForMs >= RECONNECTING_NOTICE_DELAY_MS ? 'reconnecting' : null;
}
