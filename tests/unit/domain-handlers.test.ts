/**
 * Every route in the route table has an action in its domain Lambda, and no action lives outside the
 * table: `domainHandler` throws at load otherwise, so importing each domain proves it.
 */
import { describe, expect, it } from 'vitest';
import type { Context } from 'aws-lambda';
import { DOMAINS, ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { domainHandler, ok as okResult } from '../../functions/src/handlers/domain-handler';
import { PUBLIC } from '../../functions/src/routes/policies';
import { loadEvent } from '../support/events';
import { HEALTH_ROUTES } from '../../functions/src/routes/domains/health';
import { AUTH_ROUTES } from '../../functions/src/routes/domains/auth';

describe('domain handlers', () => {
  it('the route table is every domain’s routes, each in its own domain', () => {
    expect(new Set(ROUTES.map((r) => r.domain))).toEqual(new Set(DOMAINS));
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it.each(DOMAINS)('%s covers exactly its routes', async (domain) => {
    const module = (await import(`../../functions/src/handlers/http/${domain}.ts`)) as { handler: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it('refuses a domain that misses a route or serves one outside the table', () => {
    expect(() => domainHandler('health', HEALTH_ROUTES, {})).toThrow(/no action for route GET \/api\/v1\/health/);
    const ok = async () => ({ data: null });
    expect(() => domainHandler('health', HEALTH_ROUTES, { 'GET /api/v1/health': ok, 'GET /api/v1/extra': ok })).toThrow(
      /not in the route table/,
    );
    expect(() => domainHandler('health', [...HEALTH_ROUTES, AUTH_ROUTES[0]], { 'GET /api/v1/health': ok })).toThrow(
      /belongs to auth, not health/,
    );
  });

  // Issue 25: the success status lives in the route entry, and the framework answers with it, so the
  // OpenAPI document (which declares the same entry's status) and the behaviour cannot drift.
  it("answers each route's declared success status: 200 by default, 201 for a creation, 204 without a body", async () => {
    const route = (method: RouteEntry['method'], status?: 201 | 204): RouteEntry => ({
      method,
      path: '/api/v1/health',
      domain: 'health',
      policy: PUBLIC,
      summary: '',
      ...(status ? { status } : {}),
    });
    const routes = [route('GET'), route('POST', 201), route('DELETE', 204)];
    const handler = domainHandler(
      'health',
      routes,
      Object.fromEntries(routes.map((r) => [`${r.method} ${r.path}`, async () => okResult({ id: 'x' })])),
    );
    const call = async (method: string) =>
      (await handler(
        { ...loadEvent<Record<string, unknown>>('http-api/public'), routeKey: `${method} /api/v1/health` } as never,
        { functionName: 'health', awsRequestId: 'r1' } as Context,
      )) as { statusCode: number; body?: string };
    expect(await call('GET')).toMatchObject({
      statusCode: 200,
      body: JSON.stringify({ status: 'ok', data: { id: 'x' } }),
    });
    expect(await call('POST')).toMatchObject({
      statusCode: 201,
      body: JSON.stringify({ status: 'ok', data: { id: 'x' } }),
    });
    const none = await call('DELETE');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBeUndefined();
  });

  it('declares 201 on the 32 routes that create (23 of the spec, annotation carry-over, the iCal feed of issue 28, API keys and webhook endpoints of issue 29, a reviewer, a review session and a reviewer comment of issue 37, a board rule of issue 38 and a Trello import of issue 40), all POSTs', () => {
    const created = ROUTES.filter((r) => r.status === 201).map((r) => `${r.method} ${r.path}`);
    expect(created.length).toBe(32);
    expect(created.every((key) => key.startsWith('POST '))).toBe(true);
  });
});
