/**
 * The OpenAPI document (issue 25) is generated from the route table and the shared schemas and says
 * exactly what each route does: its success status (the one the handler framework answers, from the same
 * route entry), every 4xx its policy and shape allow, required parameters, the organization header, a
 * unique and stable operationId, tags and servers. The Redocly lint (`npm test`, redocly.yaml) and the
 * contract check of every integration-test response (tests/support/contract.ts) cover the rest.
 */
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, ROUTE_SCHEMAS } from '../../functions/src/routes/openapi';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { operationIdOf, successStatusOf } from '../../functions/src/routes/route-entry';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface Operation {
  operationId: string;
  tags: string[];
  deprecated?: boolean;
  parameters: Parameter[];
  responses: Record<string, unknown>;
}

const doc = buildOpenApiDocument() as {
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
};
const operationOf = (route: RouteEntry) => doc.paths[route.path][route.method.toLowerCase()];
const label = (route: RouteEntry) => `${route.method} ${route.path}`;

describe('OpenAPI document', () => {
  it('has one operation per route, each with a unique operationId derived from its method and path', () => {
    const ids = ROUTES.map((route) => operationOf(route).operationId);
    expect(new Set(ids).size).toBe(ROUTES.length);
    expect(ROUTES.every((route) => operationOf(route).operationId === operationIdOf(route))).toBe(true);
    expect(operationIdOf({ method: 'GET', path: '/api/v1/workspaces/{id}/stages/{sid}' })).toBe(
      'getWorkspacesByIdStagesBySid',
    );
    expect(
      operationIdOf({
        method: 'POST',
        path: '/api/v1/workspaces/{id}/content_groups/{cid}/lists/{list_id}/list_items',
      }),
    ).toBe('postWorkspacesByIdContentGroupsByCidListsByListIdListItems');
  });

  it('documents every route with its schemas, and every route but a 204 with its response', () => {
    for (const route of ROUTES) {
      expect(ROUTE_SCHEMAS[label(route)], label(route)).toBeDefined();
      if (successStatusOf(route) !== 204) expect(ROUTE_SCHEMAS[label(route)].response, label(route)).toBeDefined();
    }
    expect(Object.keys(ROUTE_SCHEMAS).filter((key) => !ROUTES.some((route) => label(route) === key))).toEqual([]);
  });

  it.each(ROUTES.map((r) => [label(r), r] as const))(
    '%s declares the success status its handler answers and its 4xx',
    (_, route) => {
      const statuses = Object.keys(operationOf(route).responses);
      expect(statuses.filter((s) => s.startsWith('2'))).toEqual([String(successStatusOf(route))]);
      expect(statuses).toContain('400');
      expect(statuses).toContain('default');
      if (route.policy.kind !== 'public') expect(statuses).toContain('401');
      if (route.policy.kind === 'organization' || route.policy.kind === 'workspace')
        expect(statuses).toEqual(expect.arrayContaining(['403', '404']));
      expect(operationOf(route).tags).toEqual([route.domain]);
    },
  );

  it('answers 201 for every creation', () => {
    expect(
      Object.keys(operationOf(ROUTES.find((r) => label(r) === 'POST /api/v1/workspaces/{id}/labels')!).responses),
    ).toContain('201');
    expect(ROUTES.filter((r) => r.status === 201).every((r) => r.method === 'POST')).toBe(true);
  });

  it('marks required query parameters required (issue 25: chat_status, sort_type, ids)', () => {
    const required = (method: string, path: string) =>
      doc.paths[path][method].parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    expect(required('get', '/api/v1/workspaces/{id}/content_groups/{cid}/comments')).toEqual(['chat_status']);
    expect(required('get', '/api/v1/workspaces/{id}/stages/{sid}/sort')).toEqual(['sort_type']);
    expect(required('get', '/api/v1/workspaces/{id}/content_groups/{cid}/contents/download')).toEqual(['ids']);
  });

  it('declares the org_id header on every organization route that does not name the organization in its path', () => {
    for (const route of ROUTES.filter(
      (r) => r.policy.kind === 'organization' && !r.path.startsWith('/api/v1/organizations/{id}'),
    )) {
      expect(
        operationOf(route).parameters.map((p) => `${p.in}:${p.name}`),
        label(route),
      ).toEqual(expect.arrayContaining(['header:org_id', 'query:organization_id']));
    }
    expect(
      operationOf(ROUTES.find((r) => label(r) === 'GET /api/v1/workspaces/list')!).parameters.map((p) => p.name),
    ).toContain('org_id');
  });

  it('marks the org_id header required where only it names the organization, and documents Org-Id as its alias (issue 35)', () => {
    const outsidePath = ROUTES.filter(
      (r) => r.policy.kind === 'organization' && !r.path.startsWith('/api/v1/organizations/{id}'),
    );
    for (const route of outsidePath) {
      const headers = operationOf(route).parameters.filter((p) => p.in === 'header');
      const orgId = headers.find((p) => p.name === 'org_id')!;
      // POST /api/v1/workspaces requires organization_id in its body, so the header is optional there.
      expect(orgId.required, label(route)).toBe(label(route) !== 'POST /api/v1/workspaces');
      expect(orgId.description, label(route)).toContain('400 "The organization is missing (org_id header)."');
      const alias = headers.find((p) => p.name === 'Org-Id');
      expect(alias, label(route)).toMatchObject({
        in: 'header',
        required: false,
        description: expect.stringContaining('Alias of the `org_id` header'),
      });
    }
    expect(outsidePath.map(label)).toContain('GET /api/v1/home');
  });

  it('documents destination_stage_id of PUT /workspaces/{id}/sort as required for card moves, and its answer per type (issue 35)', () => {
    const operation = doc.paths['/api/v1/workspaces/{id}/sort'].put as Operation & { description?: string };
    const destination = operation.parameters.find((p) => p.name === 'destination_stage_id');
    expect(destination).toMatchObject({
      in: 'query',
      description: expect.stringContaining('Required when `type=content_group`'),
    });
    expect(operation.description).toContain('A card move requires `destination_stage_id` (400 without it)');
    const data = (
      operation.responses['200'] as {
        content: Record<
          string,
          { schema: { properties: { data: { anyOf: Array<{ title?: string; description?: string }> } } } }
        >;
      }
    ).content['application/json'].schema.properties.data;
    expect(data.anyOf.map((s) => [s.title, s.description?.split(':')[0]])).toEqual([
      ['Card', 'type=content_group'],
      ['Stage', 'type=stage'],
    ]);
  });

  it('marks the GETs kept only because spec §7 names them deprecated, each beside the PUT that replaces it', () => {
    const deprecated = ROUTES.filter((r) => operationOf(r).deprecated).map(label);
    expect(deprecated).toHaveLength(3);
    for (const key of deprecated) expect(ROUTES.map(label)).toContain(key.replace(/^GET /, 'PUT '));
  });

  it('has servers and a described tag per domain', () => {
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(new Set(doc.tags.map((t) => t.name))).toEqual(new Set(ROUTES.map((r) => r.domain)));
    // The Redocly lint's tag-description rule: a new domain needs its line in openapi.ts's TAGS.
    expect(doc.tags.filter((t) => !t.description).map((t) => t.name)).toEqual([]);
  });
});
