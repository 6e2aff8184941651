/**
 * The browser's one realtime connection (BRIEF §7 "Live updates"; accounts spec §7 realtime
 * subscriptions): opens the WebSocket API with the access token, keeps reference-counted channel
 * subscriptions, re-subscribes after every reconnect and reports, per channel, that it should catch up
 * (`onResync`; not on a channel's first subscription, which comes with the view's first read), reconnects with exponential backoff, and pings so the gateway's 10-minute idle drop never
 * ends a quiet connection. Framework-free; the React side is ./live-provider.tsx.
 *
 * Server messages: `{type:'event',channel,event,data}`, `subscribed`, `subscribe_denied`, `revoked`
 * (access changed: subscribe again and be checked again), `pong`.
 */

/** One pushed event, as the stream fan-out sends it (functions/src/lib/realtime/fan-out.ts). */
export interface LiveEvent {
  type: 'event';
  channel: string;
  event: string;
  data: Record<string, unknown>;
}

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** First reconnect delay and the cap, in ms. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Keep-alive ping interval (API Gateway drops connections idle for 10 minutes). */
export const PING_INTERVAL_MS = 5 * 60_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s… capped at 30 s, each scaled by
 * `jitter` in [0.8, 1.2) so many clients dropped at once do not return in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 10));
  return Math.floor(base * (0.8 + random() * 0.4));
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
  createSocket?: (url: string) => WebSocket;
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
  private socket: WebSocket | null = null;
  private status: LiveStatus = 'idle';
  /** Epoch ms the connection stopped being open, while it is down after having been open; else null. */
  private downSince: number | null = null;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
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
   * which may have grown to 30 s while offline. Nothing happens while connected or stopped.
   */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    this.attempt = 0;
    this.connect();
  }

  /** Close for good (sign-out): no reconnect. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
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
    return [...this.channels].filter(([, c]) => c.state === 'subscribed').map(([name]) => name).sort();
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

  private connect(): void {
    const token = this.options.token();
    if (!token || this.stopped) {
      this.setStatus('idle');
      return;
    }
    this.setStatus('connecting');
    const url = `${this.options.url}?token=${encodeURIComponent(token)}`;
    const socket = this.options.createSocket ? this.options.createSocket(url) : new WebSocket(url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setStatus('open');
      for (const channel of this.channels.keys()) this.sendSubscribe(channel);
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ action: 'ping' }), PING_INTERVAL_MS);
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pingTimer);
      for (const channel of this.channels.values()) channel.state = 'none';
      this.setStatus('closed');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt));
    this.attempt += 1;
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
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
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
