/**
 * The local WebSocket API (issue 2 §3): $connect verifies the token, $default answers pings, and the
 * `@connections` management API answers 410 Gone for closed connections.
 */
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { baseUrl, signedInUser } from '../support/api';

const wsUrl = (query: string) => `${baseUrl().replace('http', 'ws')}/ws${query}`;

describe('realtime', () => {
  it('refuses a connection without a valid token', async () => {
    const ws = new WebSocket(wsUrl('?token=nope'));
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('accepts a signed-in user and answers a ping with a pong', async () => {
    const user = await signedInUser('ws');
    const ws = new WebSocket(wsUrl(`?token=${user.token}`));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const reply = new Promise<string>((resolve) => ws.once('message', (data) => resolve(data.toString())));
    ws.send(JSON.stringify({ action: 'ping' }));
    expect(JSON.parse(await reply)).toEqual({ type: 'pong' });
    ws.close();
  });

  it('answers 410 GoneException when posting to a closed connection', async () => {
    const res = await fetch(`${baseUrl()}/@connections/not-connected`, { method: 'POST', body: 'hello' });
    expect(res.status).toBe(410);
    expect(res.headers.get('x-amzn-errortype')).toBe('GoneException');
  });
});
