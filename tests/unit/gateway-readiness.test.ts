/**
 * Health means ready (issue 11): while the first start is still writing the demo data, the local
 * gateway answers `GET /api/v1/health` with 503 and a clear status instead of routing it, and `ok` once
 * the stack says it is ready. Other routes are routed as usual.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type LocalGateway, type Readiness } from '../../infra/local/gateway';
import { SEEDING_MESSAGE } from '../../infra/local/stack';

let readiness: Readiness = { ready: false, message: SEEDING_MESSAGE };
let gateway: LocalGateway;
const invoked: string[] = [];

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    webDist: '/nonexistent',
    sesEndpoint: 'http://127.0.0.1:1',
    readiness: () => readiness,
    authorize: async () => null,
    // The domain Lambda stand-in records what reached it and answers as health does.
    loadHttpHandler: async (domain) => async () => {
      invoked.push(domain);
      return {
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'ok', data: { status: 'ok' } }),
      };
    },
    loadWebSocketHandler: async () => async () => ({ statusCode: 200 }),
    runSchedule: async () => [],
  });
});

afterAll(() => gateway.stop());

describe('local health while the demo data is being written', () => {
  it('answers 503 starting, with the reason and a retry hint, without invoking the Lambda', async () => {
    const res = await fetch(`${gateway.url}/api/v1/health`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({ status: 'error', message: SEEDING_MESSAGE, data: { status: 'starting' } });
    expect(invoked).toEqual([]);
  });

  it('still refuses protected routes as API Gateway does', async () => {
    expect((await fetch(`${gateway.url}/api/v1/organizations`)).status).toBe(401);
  });

  it('answers ok once the stack is ready', async () => {
    readiness = { ready: true };
    const res = await fetch(`${gateway.url}/api/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', data: { status: 'ok' } });
    expect(invoked).toEqual(['health']);
  });
});
