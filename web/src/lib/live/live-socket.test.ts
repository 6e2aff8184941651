import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, reconnectDelay, RECONNECT_MAX_MS, type LiveEvent } from './live-socket';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket {
  static OPEN = 1;
  static sockets: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with ±20 % jitter', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8_000);
    expect(reconnectDelay(20, () => 0.5)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 0.999)).toBeLessThan(1_200);
  });
});

describe('LiveSocket', () => {
  let events: LiveEvent[];
  let resyncs: string[];
  const make = (token: string | null = 't0k') =>
    new LiveSocket({
      url: 'ws://test/ws',
      token: () => token,
      onEvent: (event) => events.push(event),
      onResync: (channel) => resyncs.push(channel),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.sockets = [];
    events = [];
    resyncs = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects with the token, subscribes once open, and is live only once the server confirms', () => {
    const live = make();
    const release = live.subscribe('workspace:w');
    live.start();
    const socket = FakeSocket.sockets[0];
    expect(socket.url).toBe('ws://test/ws?token=t0k');
    expect(live.isLive('workspace:w')).toBe(false);
    socket.open();
    expect(socket.sent).toEqual([{ action: 'subscribe', channel: 'workspace:w' }]);
    expect(live.isLive('workspace:w')).toBe(false);
    socket.push({ type: 'subscribed', channel: 'workspace:w' });
    expect(live.isLive('workspace:w')).toBe(true);
    expect(resyncs).toEqual([]);
    socket.push({ type: 'event', channel: 'workspace:w', event: 'card.moved', data: { id: 'c' } });
    expect(events.map((e) => e.event)).toEqual(['card.moved']);
    release();
    expect(socket.sent.at(-1)).toEqual({ action: 'unsubscribe', channel: 'workspace:w' });
  });

  it('counts holders: a channel is left when the last one releases it', () => {
    const live = make();
    live.start();
    FakeSocket.sockets[0].open();
    const a = live.subscribe('card:c', 'w');
    const b = live.subscribe('card:c', 'w');
    expect(FakeSocket.sockets[0].sent).toEqual([{ action: 'subscribe', channel: 'card:c', workspace_id: 'w' }]);
    a();
    expect(FakeSocket.sockets[0].sent).toHaveLength(1);
    b();
    expect(FakeSocket.sockets[0].sent.at(-1)).toEqual({ action: 'unsubscribe', channel: 'card:c' });
  });

  it('reconnects after a drop, subscribes again and asks the view to catch up', () => {
    const live = make();
    live.subscribe('workspace:w');
    live.start();
    FakeSocket.sockets[0].open();
    FakeSocket.sockets[0].push({ type: 'subscribed', channel: 'workspace:w' });
    FakeSocket.sockets[0].close();
    expect(live.getStatus()).toBe('closed');
    expect(live.isLive('workspace:w')).toBe(false);
    vi.advanceTimersByTime(1_300);
    expect(FakeSocket.sockets).toHaveLength(2);
    FakeSocket.sockets[1].open();
    expect(FakeSocket.sockets[1].sent).toEqual([{ action: 'subscribe', channel: 'workspace:w' }]);
    FakeSocket.sockets[1].push({ type: 'subscribed', channel: 'workspace:w' });
    expect(resyncs).toEqual(['workspace:w']);
    expect(live.isLive('workspace:w')).toBe(true);
  });

  it('knows since when it has been down after being open, across failed attempts, until it opens again or stops', () => {
    const live = make();
    live.start();
    expect(live.getDownSince()).toBeNull(); // connecting for the first time is not "down"
    FakeSocket.sockets[0].open();
    expect(live.getDownSince()).toBeNull();
    vi.setSystemTime(1_000_000);
    FakeSocket.sockets[0].close();
    expect(live.getDownSince()).toBe(1_000_000);
    vi.advanceTimersByTime(1_300);
    FakeSocket.sockets[1].close(); // a failed attempt keeps the first moment
    expect(live.getDownSince()).toBe(1_000_000);
    vi.advanceTimersByTime(3_000);
    FakeSocket.sockets[2].open();
    expect(live.getDownSince()).toBeNull();
    FakeSocket.sockets[2].close();
    expect(live.getDownSince()).not.toBeNull();
    live.stop();
    expect(live.getDownSince()).toBeNull();
  });

  it('reconnects at once when the network is back, whatever the backoff had grown to', () => {
    const live = make();
    live.start();
    FakeSocket.sockets[0].open();
    FakeSocket.sockets[0].close();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      vi.advanceTimersByTime(30_000);
      FakeSocket.sockets[attempt].close(); // offline: every attempt fails and the delay grows
    }
    const before = FakeSocket.sockets.length;
    live.reconnectNow();
    expect(FakeSocket.sockets).toHaveLength(before + 1);
    FakeSocket.sockets[before].open();
    expect(live.getStatus()).toBe('open');
    live.reconnectNow(); // connected: nothing more
    expect(FakeSocket.sockets).toHaveLength(before + 1);
  });

  it('subscribes again after a revocation; a refusal leaves the channel not live', () => {
    const live = make();
    live.subscribe('workspace:w');
    live.start();
    const socket = FakeSocket.sockets[0];
    socket.open();
    socket.push({ type: 'subscribed', channel: 'workspace:w' });
    socket.push({ type: 'revoked', channels: ['workspace:w', 'workspace:other'] });
    expect(socket.sent.at(-1)).toEqual({ action: 'subscribe', channel: 'workspace:w' });
    expect(live.isLive('workspace:w')).toBe(false);
    socket.push({ type: 'subscribe_denied', channel: 'workspace:w' });
    expect(live.isLive('workspace:w')).toBe(false);
  });

  it('does not connect while signed out, and stop() ends reconnecting', () => {
    make(null).start();
    expect(FakeSocket.sockets).toHaveLength(0);
    const live = make();
    live.start();
    FakeSocket.sockets[0].open();
    live.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.sockets).toHaveLength(1);
    expect(live.getStatus()).toBe('idle');
  });
});
