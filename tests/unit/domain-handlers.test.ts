/**
 * Every route in the route table has an action in its domain Lambda, and no action lives outside the
 * table: `domainHandler` throws at load otherwise, so importing each domain proves it.
 */
import { describe, expect, it } from 'vitest';
import { DOMAINS, ROUTES } from '../../functions/src/routes/route-table';
import { domainHandler } from '../../functions/src/lib/http/handler';
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
    expect(() => domainHandler('health', HEALTH_ROUTES, { 'GET /api/v1/health': ok, 'GET /api/v1/extra': ok })).toThrow(/not in the route table/);
    expect(() => domainHandler('health', [...HEALTH_ROUTES, AUTH_ROUTES[0]], { 'GET /api/v1/health': ok })).toThrow(/belongs to auth, not health/);
  });
});
