/**
 * The browser's one realtime connection (BRIEF §7 "Live updates"; accounts spec §7 realtime
 * subscriptions): opens the WebSocket API with the access token, keeps reference-counted channel
 * subscriptions, re-subscribes after every reconnect and reports, per channel, that it should catch up
 * (`onResync`; not on a channel's first subscription, which comes with the view's first read), reconnects with exponential backoff, and pings so the gateway's 10-minute idle drop never
 * ends a quiet connection. Framework-free; the React side is ./live-provider.tsx.
 *
 * Reconnecting and its backoff are partysocket's ReconnectingWebSocket (issue 36 "Habits"; decisions LB7):
 * it opens a new WebSocket after each drop, 1 s, 2 s, 4 s… up to 30 s apart, asking for the URL (and so the
 * current access token) again each time. What stays here is Greenlight's protocol on top of it.
 *
 * Server messages: `{type:'event',channel,event,data}`, `subscribed`, `subscribe_denied`, `revoked`
 * (access changed: subscribe again and be checked again), `pong`.
 */
import ReconnectingWebSocket, { type Options } from 'partysocket/ws';

/** One pushed event, as the stream fan-out sends it (functions/src/services/realtime/fan-out.ts). */
export interface LiveEvent {
  type: 'event';
  channel: string;
  event: string;
  data: Record<string, unknown>;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** The partysocket options LiveSocket sets (see `reconnectOptions`). */
export type ReconnectOptions = Required<
  Pick<
    Options,
    | 'minReconnectionDelay'
    | 'reconnectionDelayGrowFactor'
    | 'maxReconnectionDelay'
    | 'minUptime'
    | 'connectionTimeout'
    | 'maxEnqueuedMessages'
  >
>;

/** First reconnect delay and the cap, in ms. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** How long a connection attempt may take before it is given up and tried again (ms). */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Keep-alive ping interval (API Gateway drops connections idle for 10 minutes). */
export const PING_INTERVAL_MS = 5 * 60_000;

/**
 * partysocket's reconnect options: delays double from RECONNECT_BASE_MS, scaled once per socket by a
 * jitter in [0.8, 1.2) so many clients dropped at once do not return in step, up to RECONNECT_MAX_MS. The
 * count of attempts starts again as soon as a connection opens (`minUptime` 0), and nothing is queued
 * while down: every subscription is sent again on open.
 */
export function reconnectOptions(random: () => number = Math.random): ReconnectOptions {
  return {
    minReconnectionDelay: Math.floor(RECONNECT_BASE_MS * (0.8 + random() * 0.4)),
    reconnectionDelayGrowFactor: 2,
    maxReconnectionDelay: RECONNECT_MAX_MS,
    minUptime: 0,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    maxEnqueuedMessages: 0,
  };
}

export interface LiveSocketOptions {
  /** `wss://…/live` or the local gateway's `ws://host/ws`. */
  url: string;
  /** The current access token, or null when signed out (then nothing connects). */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /**
   * A channel is subscribed again (after a reconnect or a revocation): whatever was read before `since`
   * (epoch ms, when the subscribe was sent) may have missed events while it was not.
   */
  onResync: (channel: string, since: number) => void;
  /** The WebSocket class to open connections with (tests pass a fake); the browser's by default. */
  WebSocket?: typeof WebSocket;
}

interface ChannelState {
  count: number;
  workspaceId?: string;
  /** 'pending' after sending subscribe, 'subscribed' once confirmed, 'denied' when refused. */
  state: 'none' | 'pending' | 'subscribed' | 'denied';
  sentAt: number;
  /** Whether it was subscribed before: only a re-subscription (after a drop or a revocation) resyncs. */
  wasSubscribed: boolean;
}

export class LiveSocket {
  /** The reconnecting socket from start() to stop(), or null (stopped, or signed out). */
  private socket: ReconnectingWebSocket | null = null;
  private status: LiveStatus = 'idle';
  /** Epoch ms the connection stopped being open, while it is down after having been open; else null. */
  private downSince: number | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private stopped = true;
  private readonly channels = new Map<string, ChannelState>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: LiveSocketOptions) {}

  /** Connect (again) unless signed out; safe to call more than once. */
  start(): void {
    this.stopped = false;
    if (!this.socket) this.connect();
  }

  /**
   * The network is back (the window's `online` event): reconnect now instead of waiting out the backoff,
   * which may have grown to 30 s while offline. Nothing happens while connected or connecting, or stopped.
   * A new reconnecting socket, since partysocket's `reconnect()` waits for a backoff already under way.
   */
  reconnectNow(): void {
    if (this.stopped || this.status === 'open' || this.status === 'connecting') return;
    this.closeSocket();
    this.connect();
  }

  /** Close for good (sign-out): no reconnect. */
  stop(): void {
    this.stopped = true;
    clearInterval(this.pingTimer);
    this.closeSocket();
    for (const channel of this.channels.values()) channel.state = 'none';
    this.setStatus('idle');
  }

  getStatus(): LiveStatus {
    return this.status;
  }

  /**
   * Since when (epoch ms) the connection has been down after having been open (reconnecting); null while
   * open, before it first opened, and after `stop()`.
   */
  getDownSince(): number | null {
    return this.downSince;
  }

  /** Whether `channel` is subscribed on an open connection: pushes arrive, polling may stop. */
  isLive(channel: string): boolean {
    return this.status === 'open' && this.channels.get(channel)?.state === 'subscribed';
  }

  /** The channels subscribed on the open connection, sorted. */
  liveChannels(): string[] {
    if (this.status !== 'open') return [];
    return [...this.channels]
      .filter(([, c]) => c.state === 'subscribed')
      .map(([name]) => name)
      .sort();
  }

  /** Listen to status and subscription changes (for useSyncExternalStore). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Hold a subscription to `channel` (card channels need the card's `workspaceId`). Reference-counted:
   * the channel is left when the last holder releases it.
   */
  subscribe(channel: string, workspaceId?: string): () => void {
    const existing = this.channels.get(channel);
    if (existing) existing.count += 1;
    else {
      this.channels.set(channel, { count: 1, workspaceId, state: 'none', sentAt: 0, wasSubscribed: false });
      this.sendSubscribe(channel);
    }
    return () => {
      const state = this.channels.get(channel);
      if (!state) return;
      state.count -= 1;
      if (state.count > 0) return;
      this.channels.delete(channel);
      if (this.status === 'open') this.send({ action: 'unsubscribe', channel });
      this.notify();
    };
  }

  /** Open the reconnecting socket, unless signed out. */
  private connect(): void {
    if (!this.options.token() || this.stopped) {
      this.setStatus('idle');
      return;
    }
    this.setStatus('connecting');
    // Asked again before each attempt, so a reconnect carries the current token.
    const url = () => {
      if (this.socket === socket && this.status === 'closed') this.setStatus('connecting');
      return `${this.options.url}?token=${encodeURIComponent(this.options.token() ?? '')}`;
    };
    const socket = new ReconnectingWebSocket(url, undefined, {
      ...reconnectOptions(),
      WebSocket: this.options.WebSocket ?? WebSocket,
    });
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setStatus('open');
      for (const channel of this.channels.keys()) this.sendSubscribe(channel);
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ action: 'ping' }), PING_INTERVAL_MS);
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      clearInterval(this.pingTimer);
      for (const channel of this.channels.values()) channel.state = 'none';
      // Signed out meanwhile: stop trying (partysocket would go on with an empty token).
      if (!this.options.token()) {
        this.closeSocket();
        this.setStatus('idle');
        return;
      }
      this.setStatus('closed');
    };
  }

  /** Close the reconnecting socket and forget it (its own close event is then ignored). */
  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private receive(raw: unknown): void {
    let message: { type?: string; channel?: string; channels?: string[] };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    const state = message.channel ? this.channels.get(message.channel) : undefined;
    if (message.type === 'event') this.options.onEvent(message as LiveEvent);
    else if (message.type === 'subscribed' && state) {
      state.state = 'subscribed';
      const resync = state.wasSubscribed;
      state.wasSubscribed = true;
      this.notify();
      // A first subscription comes with the view's first read; a later one may have missed events.
      if (resync) this.options.onResync(message.channel!, state.sentAt);
    } else if (message.type === 'subscribe_denied' && state) {
      state.state = 'denied';
      this.notify();
    } else if (message.type === 'revoked') {
      // Access changed: ask again; the server decides with the new role (or refuses).
      for (const channel of message.channels ?? []) if (this.channels.has(channel)) this.sendSubscribe(channel);
    }
  }

  private sendSubscribe(channel: string): void {
    const state = this.channels.get(channel);
    if (!state || this.status !== 'open') return;
    state.state = 'pending';
    state.sentAt = Date.now();
    this.send({ action: 'subscribe', channel, ...(state.workspaceId ? { workspace_id: state.workspaceId } : {}) });
    this.notify();
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket?.readyState === ReconnectingWebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    // Down from the moment an open connection drops, through every failed attempt, until it opens or stops.
    if (status === 'open' || status === 'idle') this.downSince = null;
    else if (this.status === 'open') this.downSince = Date.now();
    this.status = status;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
