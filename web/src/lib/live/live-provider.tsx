/**
 * The app's realtime connection as React context (BRIEF §7 "Live updates"): one `LiveSocket` per signed-in
 * session, pushed events dispatched to the handlers the app registers (web/src/app/live-handlers.ts),
 * and hooks for views:
 *
 * - `useLiveChannel(channel, workspaceId?)` holds a subscription while mounted and returns whether pushes
 *   arrive for it; views poll only while it is false (`refetchInterval: live ? false : POLL_MS`);
 * - `useLiveStatus()` is the connection's status, `useLiveDownSince()` since when it has been reconnecting.
 *
 * After every (re)subscription, the channel's resync handler invalidates what was read before it, so
 * changes missed while disconnected are fetched once. `<html data-live="open|connecting|closed|idle"
 * data-live-channels="…">` shows the status and the subscribed channels to tests and styles.
 */
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { config } from '../../config';
import { getAccessToken, useStoredUser } from '../session';
import { liveChannel, parseLiveChannel, type LiveChannelKind } from './channels';
import type { LiveSocket, LiveEvent, LiveStatus } from './live-socket';

/** What the app does with pushed events: one handler per event type, one resync per channel kind. */
export interface LiveHandlers {
  events: Readonly<Record<string, (client: QueryClient, event: LiveEvent) => void>>;
  resync: Readonly<Partial<Record<LiveChannelKind, (client: QueryClient, id: string, since: number) => void>>>;
}

const LiveContext = createContext<LiveSocket | null>(null);

/**
 * Opens the connection while someone is signed in; subscribes to the user's own channel. The handlers
 * (which know every feature's cache) are a lazy chunk, loaded at sign-in, so the sign-in pages do not
 * carry them; until they arrive there is no socket and views poll as when disconnected.
 */
export function LiveProvider({
  loadHandlers,
  children,
}: {
  loadHandlers: () => Promise<LiveHandlers>;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const user = useStoredUser();
  const userId = user?.id ?? null;
  // The socket class and the handlers come in lazy chunks at sign-in (see above).
  const [loaded, setLoaded] = useState<{ handlers: LiveHandlers; Socket: typeof LiveSocket } | null>(null);
  useEffect(() => {
    if (!userId || loaded) return;
    let current = true;
    Promise.all([loadHandlers(), import('./live-socket')]).then(
      ([handlers, module]) => current && setLoaded({ handlers, Socket: module.LiveSocket }),
      (error: unknown) => console.warn('[live] handlers could not be loaded; views keep polling', error),
    );
    return () => {
      current = false;
    };
  }, [userId, loaded, loadHandlers]);
  // One socket per signed-in user; constructing it does nothing until the effect starts it.
  const socket = useMemo(
    () =>
      userId && config.wsUrl && loaded
        ? new loaded.Socket({
            url: config.wsUrl,
            token: getAccessToken,
            onEvent: (event) => {
              const handle = loaded.handlers.events[event.event];
              // Unknown types are only logged (accounts spec §7 realtime subscriptions).
              if (handle) handle(client, event);
              else console.debug('[live] unhandled event', event.event);
            },
            onResync: (channel, since) => {
              const parsed = parseLiveChannel(channel);
              if (parsed) loaded.handlers.resync[parsed.kind]?.(client, parsed.id, since);
            },
          })
        : null,
    [userId, client, loaded],
  );

  useEffect(() => {
    if (!socket || !userId) return;
    const showStatus = () => {
      document.documentElement.dataset.live = socket.getStatus();
      document.documentElement.dataset.liveChannels = socket.liveChannels().join(' ');
    };
    const unlisten = socket.onChange(showStatus);
    const releaseUser = socket.subscribe(liveChannel.user(userId));
    const onOnline = () => socket.reconnectNow();
    window.addEventListener('online', onOnline);
    socket.start();
    return () => {
      window.removeEventListener('online', onOnline);
      releaseUser();
      unlisten();
      socket.stop();
      delete document.documentElement.dataset.live;
      delete document.documentElement.dataset.liveChannels;
    };
  }, [socket, userId]);

  return <LiveContext.Provider value={socket}>{children}</LiveContext.Provider>;
}

const noSubscribe = () => () => {};

/**
 * Subscribe to `channel` while mounted (null: nothing). @returns true while the channel is subscribed on
 * an open connection, i.e. while changes are pushed and polling can pause.
 */
export function useLiveChannel(channel: string | null, workspaceId?: string): boolean {
  const socket = useContext(LiveContext);
  useEffect(
    () => (socket && channel ? socket.subscribe(channel, workspaceId) : undefined),
    [socket, channel, workspaceId],
  );
  return useSyncExternalStore(
    socket ? (listener) => socket.onChange(listener) : noSubscribe,
    () => Boolean(socket && channel && socket.isLive(channel)),
    () => false,
  );
}

/** The connection's status ('idle' without a signed-in user). */
export function useLiveStatus(): LiveStatus {
  const socket = useContext(LiveContext);
  return useSyncExternalStore(
    socket ? (listener) => socket.onChange(listener) : noSubscribe,
    () => socket?.getStatus() ?? 'idle',
    () => 'idle',
  );
}

/** Since when (epoch ms) the connection has been down after having been open; null otherwise (LiveSocket.getDownSince). */
export function useLiveDownSince(): number | null {
  const socket = useContext(LiveContext);
  return useSyncExternalStore(
    socket ? (listener) => socket.onChange(listener) : noSubscribe,
    () => socket?.getDownSince() ?? null,
    () => null,
  );
}
