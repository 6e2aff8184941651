import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, reconnectOptions, RECONNECT_BASE_MS, RECONNECT_MAX_MS, type LiveEvent } from './live-socket';

/** A stand-in for the browser's WebSocket that the test drives (an EventTarget, as partysocket listens). */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static sockets: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: Array<Record<string, unknown>> = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code: 1006, reason: '' }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  push(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

/** Let partysocket's timers and promise chain run for `ms` of fake time. */
const elapse = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('reconnectOptions', () => {
  it('doubles from 1 s up to 30 s, with ±20 % jitter per socket, restarting the count once open', () => {
    expect(reconnectOptions(() => 0.5)).toMatchObject({
      minReconnectionDelay: RECONNECT_BASE_MS,
      reconnectionDelayGrowFactor: 2,
      maxReconnectionDelay: RECONNECT_MAX_MS,
      minUptime: 0,
      maxEnqueuedMessages: 0,
    });
    expect(reconnectOptions(() => 0).minReconnectionDelay).toBe(800);
    expect(reconnectOptions(() => 0.999).minReconnectionDelay).toBeLessThan(1_200);
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
      WebSocket: FakeSocket as unknown as typeof WebSocket,
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

  it('connects with the token, subscribes once open, and is live only once the server confirms', async () => {
    const live = make();
    const release = live.subscribe('workspace:w');
    live.start();
    await elapse();
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

  it('counts holders: a channel is left when the last one releases it', async () => {
    const live = make();
    live.start();
    await elapse();
    FakeSocket.sockets[0].open();
    const a = live.subscribe('card:c', 'w');
    const b = live.subscribe('card:c', 'w');
    expect(FakeSocket.sockets[0].sent).toEqual([{ action: 'subscribe', channel: 'card:c', workspace_id: 'w' }]);
    a();
    expect(FakeSocket.sockets[0].sent).toHaveLength(1);
    b();
    expect(FakeSocket.sockets[0].sent.at(-1)).toEqual({ action: 'unsubscribe', channel: 'card:c' });
  });

  it('reconnects after a drop, subscribes again and asks the view to catch up', async () => {
    const live = make();
    live.subscribe('workspace:w');
    live.start();
    await elapse();
    FakeSocket.sockets[0].open();
    FakeSocket.sockets[0].push({ type: 'subscribed', channel: 'workspace:w' });
    FakeSocket.sockets[0].close();
    expect(live.getStatus()).toBe('closed');
    expect(live.isLive('workspace:w')).toBe(false);
    await elapse(700);
    expect(FakeSocket.sockets).toHaveLength(1); // the backoff: at least 0.8 s
    await elapse(600);
    expect(FakeSocket.sockets).toHaveLength(2);
    expect(live.getStatus()).toBe('connecting');
    FakeSocket.sockets[1].open();
    expect(FakeSocket.sockets[1].sent).toEqual([{ action: 'subscribe', channel: 'workspace:w' }]);
    FakeSocket.sockets[1].push({ type: 'subscribed', channel: 'workspace:w' });
    expect(resyncs).toEqual(['workspace:w']);
    expect(live.isLive('workspace:w')).toBe(true);
  });

  it('waits twice as long after each failed attempt, up to 30 s, and from 1 s again once a connection opened', async () => {
    const live = make();
    live.start();
    await elapse();
    FakeSocket.sockets[0].open();
    FakeSocket.sockets[0].close();
    // Each attempt fails at once; the next one comes after 1, 2, 4, 8, 16, 30, 30 s (± the socket's jitter).
    for (const expected of [1, 2, 4, 8, 16, 30, 30]) {
      const before = FakeSocket.sockets.length;
      let waited = 0;
      while (FakeSocket.sockets.length === before && waited < 40_000) {
        await elapse(100);
        waited += 100;
      }
      expect(waited, `attempt after ${expected} s`).toBeGreaterThanOrEqual(
        Math.min(expected * 800, RECONNECT_MAX_MS) - 100,
      );
      expect(waited, `attempt after ${expected} s`).toBeLessThanOrEqual(
        Math.min(expected * 1_200, RECONNECT_MAX_MS) + 100,
      );
      FakeSocket.sockets.at(-1)!.close();
    }
    await elapse(RECONNECT_MAX_MS);
    FakeSocket.sockets.at(-1)!.open();
    await elapse(); // partysocket restarts the count on the next tick of an open connection
    FakeSocket.sockets.at(-1)!.close();
    const before = FakeSocket.sockets.length;
    await elapse(1_300);
    expect(FakeSocket.sockets).toHaveLength(before + 1);
  });

  it('knows since when it has been down after being open, across failed attempts, until it opens again or stops', async () => {
    const live = make();
    live.start();
    await elapse();
    expect(live.getDownSince()).toBeNull(); // connecting for the first time is not "down"
    FakeSocket.sockets[0].open();
    expect(live.getDownSince()).toBeNull();
    vi.setSystemTime(1_000_000);
    FakeSocket.sockets[0].close();
    expect(live.getDownSince()).toBe(1_000_000);
    await elapse(1_300);
    FakeSocket.sockets[1].close(); // a failed attempt keeps the first moment
    expect(live.getDownSince()).toBe(1_000_000);
    await elapse(3_000);
    FakeSocket.sockets[2].open();
    expect(live.getDownSince()).toBeNull();
    FakeSocket.sockets[2].close();
    expect(live.getDownSince()).not.toBeNull();
    live.stop();
    expect(live.getDownSince()).toBeNull();
  });

  it('reconnects at once when the network is back, whatever the backoff had grown to', async () => {
    const live = make();
    live.start();
    await elapse();
    FakeSocket.sockets[0].open();
    FakeSocket.sockets[0].close();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await elapse(30_000);
      FakeSocket.sockets.at(-1)!.close(); // offline: every attempt fails and the delay grows
    }
    const before = FakeSocket.sockets.length;
    live.reconnectNow();
    await elapse();
    expect(FakeSocket.sockets).toHaveLength(before + 1);
    FakeSocket.sockets[before].open();
    expect(live.getStatus()).toBe('open');
    live.reconnectNow(); // connected: nothing more
    await elapse();
    expect(FakeSocket.sockets).toHaveLength(before + 1);
    // The socket it replaced never comes back on its own.
    await elapse(60_000);
    expect(FakeSocket.sockets).toHaveLength(before + 1);
  });

  it('gives up an attempt that does not open within 10 s and tries again', async () => {
    const live = make();
    live.start();
    await elapse();
    await elapse(10_000);
    expect(FakeSocket.sockets[0].readyState).toBe(3);
    expect(live.getStatus()).toBe('closed');
    await elapse(1_300);
    expect(FakeSocket.sockets).toHaveLength(2);
  });

  it('subscribes again after a revocation; a refusal leaves the channel not live', async () => {
    const live = make();
    live.subscribe('workspace:w');
    live.start();
    await elapse();
    const socket = FakeSocket.sockets[0];
    socket.open();
    socket.push({ type: 'subscribed', channel: 'workspace:w' });
    socket.push({ type: 'revoked', channels: ['workspace:w', 'workspace:other'] });
    expect(socket.sent.at(-1)).toEqual({ action: 'subscribe', channel: 'workspace:w' });
    expect(live.isLive('workspace:w')).toBe(false);
    socket.push({ type: 'subscribe_denied', channel: 'workspace:w' });
    expect(live.isLive('workspace:w')).toBe(false);
  });

  it('does not connect while signed out, stops trying once signed out, and stop() ends reconnecting', async () => {
    make(null).start();
    await elapse();
    expect(FakeSocket.sockets).toHaveLength(0);
    let token: string | null = 'a';
    const signingOut = new LiveSocket({
      url: 'ws://test/ws',
      token: () => token,
      onEvent: () => {},
      onResync: () => {},
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    signingOut.start();
    await elapse();
    FakeSocket.sockets[0].open();
    token = null;
    FakeSocket.sockets[0].close();
    await elapse(60_000);
    expect(FakeSocket.sockets).toHaveLength(1);
    expect(signingOut.getStatus()).toBe('idle');

    const live = make();
    live.start();
    await elapse();
    FakeSocket.sockets[1].open();
    live.stop();
    await elapse(60_000);
    expect(FakeSocket.sockets).toHaveLength(2);
    expect(live.getStatus()).toBe('idle');
  });

  it('sends nothing while down: no ping or subscription waits to be replayed on the next connection', async () => {
    const live = make();
    live.subscribe('workspace:w');
    live.start();
    await elapse();
    FakeSocket.sockets[0].open();
    FakeSocket.sockets[0].close();
    live.subscribe('card:c', 'w');
    await elapse(1_300);
    FakeSocket.sockets[1].open();
    expect(FakeSocket.sockets[1].sent).toEqual([
      { action: 'subscribe', channel: 'workspace:w' },
      { action: 'subscribe', channel: 'card:c', workspace_id: 'w' },
    ]);
  });
});
