/**
 * A realtime client for tests and the benchmark (BRIEF §7 "Live updates"): connects to the local
 * gateway's `/ws` with an access token, subscribes to channels and collects what arrives.
 */
import WebSocket from 'ws';

/** A message the server pushes: `{type: 'event', channel, event, data}`, `subscribed`, `revoked`, `pong`… */
export interface LiveMessage {
  type: string;
  channel?: string;
  event?: string;
  data?: Record<string, unknown>;
  channels?: string[];
  message?: string;
  /** `performance.now()` when it arrived (set by the client, for the benchmark). */
  receivedAt?: number;
}

export interface LiveClient {
  socket: WebSocket;
  /** Every message received so far, in order. */
  messages: LiveMessage[];
  /** Subscribe and wait for the answer: true when subscribed, false when denied. */
  subscribe(channel: string, workspaceId?: string): Promise<boolean>;
  /** The first message (already received or still to come) matching `match`. */
  next(match: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  /** The events received on `channel` (optionally of one type). */
  events(channel: string, type?: string): LiveMessage[];
  close(): Promise<void>;
}

/** Open a connection for `token` on the stack at `baseUrl`. */
export async function liveClient(baseUrl: string, token: string): Promise<LiveClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
  const messages: LiveMessage[] = [];
  const waiters: Array<{ match: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }> = [];
  socket.on('message', (raw) => {
    const message = { ...(JSON.parse(raw.toString()) as LiveMessage), receivedAt: performance.now() };
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`WebSocket refused: ${res.statusCode}`)));
  });
  const next = (match: (m: LiveMessage) => boolean) =>
    new Promise<LiveMessage>((resolve) => {
      const seen = messages.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  return {
    socket,
    messages,
    next,
    subscribe: async (channel, workspaceId) => {
      const answer = next(
        (m) => (m.type === 'subscribed' || m.type === 'subscribe_denied') && m.channel === channel && !answered.has(m),
      );
      socket.send(
        JSON.stringify({ action: 'subscribe', channel, ...(workspaceId ? { workspace_id: workspaceId } : {}) }),
      );
      const reply = await answer;
      answered.add(reply);
      return reply.type === 'subscribed';
    },
    events: (channel, type) =>
      messages.filter((m) => m.type === 'event' && m.channel === channel && (!type || m.event === type)),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
const answered = new WeakSet<LiveMessage>();
