/**
 * Every route in the route table has an action in its domain Lambda, and no action lives outside the
 * table: `domainHandler` throws at load otherwise, so importing each domain proves it.
 */
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../functions/src/routes/route-table';
import { domainHandler } from '../../functions/src/lib/http/handler';

describe('domain handlers', () => {
  it.each(DOMAINS)('%s covers exactly its routes', async (domain) => {
    const module = (await import(`../../functions/src/handlers/http/${domain}.ts`)) as { handler: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it('refuses a domain that misses a route or serves one outside the table', () => {
    expect(() => domainHandler('health', {})).toThrow(/no action for route GET \/api\/v1\/health/);
    const ok = async () => ({ data: null });
    expect(() => domainHandler('health', { 'GET /api/v1/health': ok, 'GET /api/v1/extra': ok })).toThrow(/not in the route table/);
  });
});
