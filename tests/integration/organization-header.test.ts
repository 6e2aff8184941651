/**
 * How a request names its organization outside the path (issue 35 "API details a client meets"; decisions
 * A3, LA1, LA2): leaving it out answers 400 "The organization is missing (org_id header)." (not 404) and
 * changes nothing; the `Org-Id` alias is accepted where proxies such as nginx drop `org_id`; the served
 * OpenAPI document marks the header required and documents the alias. Also the sort route's card move
 * without `destination_stage_id`, which the document now describes as required for card moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';

const MISSING = 'The organization is missing (org_id header).';

describe('the organization of a request (issue 35)', () => {
  let owner: SignedInUser;
  let outsider: SignedInUser;
  let organizationId: string;

  beforeAll(async () => {
    owner = await signedInUser('org-header-owner', { canCreateOrganization: true });
    outsider = await signedInUser('org-header-outsider');
    const org = await api<{ id: string }>('POST', '/api/v1/organizations', {
      token: owner.token,
      body: { name: 'Header Org' },
    });
    organizationId = org.body.data.id;
  }, 60_000);

  it('answers 400 with the exact message when no organization is named at all', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/home'],
      ['GET', '/api/v1/workspaces/list'],
      ['GET', '/api/v1/template_stages'],
      ['GET', '/api/v1/multi_users'],
    ] as const) {
      const res = await api(method, path, { token: owner.token });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: MISSING, errors: { org_id: ['Required'] } });
    }
  });

  it('changes nothing when a write names no organization', async () => {
    const before = await api<unknown[]>('GET', '/api/v1/template_stages', {
      token: owner.token,
      headers: { org_id: organizationId },
    });
    const res = await api('POST', '/api/v1/template_stages', { token: owner.token, body: { name: 'Orphan stage' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MISSING);
    const after = await api<unknown[]>('GET', '/api/v1/template_stages', {
      token: owner.token,
      headers: { org_id: organizationId },
    });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('still answers 401 before 400 without a session', async () => {
    expect((await api('GET', '/api/v1/home')).status).toBe(401);
  });

  it('accepts the Org-Id alias as it accepts org_id, and keeps other organizations at 404', async () => {
    const viaOrgId = await api<{ workspace_count: number }>('GET', '/api/v1/home', {
      token: owner.token,
      headers: { org_id: organizationId },
    });
    const viaAlias = await api<{ workspace_count: number }>('GET', '/api/v1/home', {
      token: owner.token,
      headers: { 'Org-Id': organizationId },
    });
    expect(viaOrgId.status).toBe(200);
    expect(viaAlias.status).toBe(200);
    expect(viaAlias.body.data).toEqual(viaOrgId.body.data);
    const created = await api('POST', '/api/v1/template_stages', {
      token: owner.token,
      headers: { 'Org-Id': organizationId },
      body: { name: 'Via alias' },
    });
    expect(created.status).toBe(201);
    const stages = await api<Array<{ name: string }>>('GET', '/api/v1/template_stages', {
      token: owner.token,
      headers: { org_id: organizationId },
    });
    expect(stages.body.data.map((s) => s.name)).toContain('Via alias');
    const foreign = await api('GET', '/api/v1/home', { token: outsider.token, headers: { 'Org-Id': organizationId } });
    expect(foreign.status).toBe(404);
  });

  it('serves an OpenAPI document that marks org_id required and documents Org-Id', async () => {
    const doc = (await (await fetch(`${baseUrl()}/api/docs/openapi.json`)).json()) as {
      paths: Record<
        string,
        Record<string, { parameters: Array<{ name: string; in: string; required: boolean; description: string }> }>
      >;
    };
    const headers = doc.paths['/api/v1/home'].get.parameters.filter((p) => p.in === 'header');
    expect(headers.map((p) => [p.name, p.required])).toEqual([
      ['org_id', true],
      ['Org-Id', false],
    ]);
    expect(headers[0].description).toContain(MISSING);
    const sort = doc.paths['/api/v1/workspaces/{id}/sort'].put.parameters.find(
      (p) => p.name === 'destination_stage_id',
    );
    expect(sort?.description).toContain('Required when `type=content_group`');
  });

  it('answers 400 for a card move without destination_stage_id, as documented', async () => {
    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Sort', organization_id: organizationId },
    });
    const workspaceId = ws.body.data.id;
    const stage = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/stages`, {
      token: owner.token,
      body: { name: 'S' },
    });
    const card = await api<{ id: string }>('POST', `/api/v1/workspaces/${workspaceId}/content_groups`, {
      token: owner.token,
      body: { name: 'C', stage_id: stage.body.data.id },
    });
    const res = await api(
      'PUT',
      `/api/v1/workspaces/${workspaceId}/sort?type=content_group&content_drag_id=${card.body.data.id}`,
      {
        token: owner.token,
        body: { stages: [{ id: stage.body.data.id, content_group_ids: [card.body.data.id] }] },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ destination_stage_id: ['Required'] });
  });
});
