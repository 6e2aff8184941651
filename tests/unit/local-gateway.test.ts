/**
 * The local gateway's own answers (issue 25 "Local gateway" a, b): a body over the limit answers 413 in the
 * API's JSON envelope (never Express's HTML page with a stack trace and file paths), and the server keeps an
 * idle connection longer than its clients, so a kept-alive request never meets a socket it is closing.
 */
import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, startGateway, type LocalGateway } from '../../infra/local/gateway';

let gateway: LocalGateway;

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    webDist: '/nonexistent',
    sesEndpoint: 'http://127.0.0.1:1',
    authorize: async () => null,
    loadHttpHandler: async () => async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'ok', data: { status: 'ok' } }),
    }),
    loadWebSocketHandler: async () => async () => ({ statusCode: 200 }),
    runSchedule: async () => [],
  });
});

afterAll(() => gateway.stop());

describe('the local gateway', () => {
  it('answers a 13 MB body with 413 in the JSON envelope, with no stack trace or path', async () => {
    const res = await fetch(`${gateway.url}/api/v1/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(13 * 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', message: 'The request body is larger than the 12 MB limit.' });
    expect(text).not.toMatch(/node_modules|\/work\/|at \w+ \(/);
  });

  it('keeps idle connections longer than its clients, with the headers timeout above it', async () => {
    expect(gateway.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(65_000);
    expect(gateway.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it('serves a second request on the same kept-alive socket after 6 s idle (past Node’s 5 s default)', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(`${gateway.url}/api/v1/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6_000));
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 20_000);
});
