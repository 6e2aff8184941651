/**
 * Malformed ids (issue 10 "Ids are not validated before they reach DynamoDB"): every route of the route
 * table, generated, with a 3,000-character id in each path parameter in turn, and in the
 * `organization_id` / `workspace_id` of the query, of the body and of the `org_id` header. DynamoDB
 * refuses keys that long, so an id that reaches it answers 500; every one must answer 404 (or 400)
 * before any read, and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { api, signedInUser, type SignedInUser, scopeFixture, type ScopeFixture } from '../support/api';

const LONG_ID = 'a1'.repeat(1500);

type Fixture = ScopeFixture;

const pathParameters = (route: RouteEntry) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The real scope ids where the route names its organization or workspace; well-formed unknown ids elsewhere. */
function validValue(route: RouteEntry, parameter: string, f: Fixture, owner: SignedInUser): string {
  if (parameter === 'id' && route.path.startsWith('/api/v1/organizations/')) return f.organizationId;
  if (parameter === 'id' && route.path.startsWith('/api/v1/workspaces/')) return f.workspaceId;
  const known: Record<string, string> = { sid: f.stageId, cid: f.cardId, label_id: f.labelId, uid: owner.userId };
  return known[parameter] ?? randomUUID();
}

function pathWith(route: RouteEntry, values: (parameter: string) => string): string {
  return route.path.replace(/\{(\w+)\}/g, (_, parameter: string) => encodeURIComponent(values(parameter)));
}

const hasBody = (route: RouteEntry) => route.method !== 'GET' && route.method !== 'DELETE';

describe('malformed ids', () => {
  let owner: SignedInUser;
  let f: Fixture;

  beforeAll(async () => {
    owner = await signedInUser('ids-owner', { canCreateOrganization: true });
    f = await scopeFixture(owner, 'Ids');
  }, 120_000);

  it('answers 404 or 400, never 500, for a 3,000-character id in every path parameter of every route', async () => {
    const failures: string[] = [];
    let checked = 0;
    const scope = `?organization_id=${f.organizationId}&workspace_id=${f.workspaceId}`;
    for (const route of ROUTES) {
      for (const parameter of pathParameters(route)) {
        const path = pathWith(route, (p) => (p === parameter ? LONG_ID : validValue(route, p, f, owner)));
        const res = await api(route.method, `${path}${scope}`, {
          token: owner.token,
          body: hasBody(route) ? {} : undefined,
        });
        checked += 1;
        if (res.status !== 404 && res.status !== 400)
          failures.push(`${route.method} ${route.path} {${parameter}}: ${res.status} ${res.body.message ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  }, 300_000);

  // Only organization and workspace routes read these; the others ignore them and must not fail either.
  const scoped = () => ROUTES.filter((r) => r.policy.kind === 'organization' || r.policy.kind === 'workspace');

  it('answers 404 for a 3,000-character organization_id or workspace_id in the query', async () => {
    const failures: string[] = [];
    for (const route of scoped()) {
      const path = pathWith(route, () => randomUUID());
      for (const name of ['organization_id', 'workspace_id']) {
        const res = await api(route.method, `${path}?${name}=${LONG_ID}`, {
          token: owner.token,
          body: hasBody(route) ? {} : undefined,
        });
        if (res.status !== 404)
          failures.push(`${route.method} ${route.path} ?${name}: ${res.status} ${res.body.message ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 404 or 400 for a 3,000-character organization_id or workspace_id in the body', async () => {
    const failures: string[] = [];
    for (const route of scoped().filter(hasBody)) {
      const path = pathWith(route, () => randomUUID());
      for (const name of ['organization_id', 'workspace_id']) {
        const res = await api(route.method, path, { token: owner.token, body: { [name]: LONG_ID } });
        if (res.status !== 404 && res.status !== 400)
          failures.push(`${route.method} ${route.path} body.${name}: ${res.status} ${res.body.message ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 404 for a 3,000-character org_id header', async () => {
    const failures: string[] = [];
    for (const route of ROUTES.filter((r) => r.policy.kind === 'organization')) {
      const path = pathWith(route, () => randomUUID());
      const res = await api(route.method, path, {
        token: owner.token,
        headers: { org_id: LONG_ID },
        body: hasBody(route) ? {} : undefined,
      });
      if (res.status !== 404)
        failures.push(`${route.method} ${route.path} org_id header: ${res.status} ${res.body.message ?? ''}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('still answers the real organization and workspace with well-formed ids', async () => {
    const org = await api('GET', `/api/v1/organizations/${f.organizationId}/detail`, { token: owner.token });
    expect(org.status).toBe(200);
    const board = await api('GET', `/api/v1/workspaces/${f.workspaceId}`, { token: owner.token });
    expect(board.status).toBe(200);
  });
});
