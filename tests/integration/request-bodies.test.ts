/**
 * Request bodies that are JSON but not an object (issue 10 LOW "`POST /api/v1/resent_notification` with
 * the body `null` answers 500"): generated over every route that takes a body, each posted `null`, an
 * array and a bare number; every one answers 400 "The request body must be a JSON object" and changes
 * nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/src/routes/route-table';
import { BODY_MESSAGES } from '../../functions/src/handlers/domain-handler';
import { api, baseUrl, signedInUser, type SignedInUser } from '../support/api';
import { checkContract } from '../support/contract';

describe('request bodies', () => {
  let owner: SignedInUser;
  let workspaceId: string;

  beforeAll(async () => {
    owner = await signedInUser('bodies');
    const ws = await api<{ id: string }>('POST', '/api/v1/workspaces', {
      token: owner.token,
      body: { name: 'Bodies', organization_id: owner.personalOrganizationId },
    });
    workspaceId = ws.body.data.id;
  }, 60_000);

  it('answers the re-send of an invitation reminder with a null body with 400, not 500', async () => {
    const res = await api('POST', `/api/v1/resent_notification?workspace_id=${workspaceId}`, {
      token: owner.token,
      body: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BODY_MESSAGES.notObject);
    const missing = await api('POST', `/api/v1/resent_notification?workspace_id=${workspaceId}`, {
      token: owner.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {})).toEqual(['id']);
  });

  it('answers 400 for a null, array or number body on every route that takes a body', async () => {
    const failures: string[] = [];
    const withBody = ROUTES.filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH');
    expect(withBody.length).toBeGreaterThan(30);
    for (const route of withBody) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'id' && route.path.startsWith('/api/v1/workspaces/') ? workspaceId : owner.personalOrganizationId,
      );
      for (const raw of ['null', '[]', '42']) {
        const response = await fetch(
          `${baseUrl()}${path}?workspace_id=${workspaceId}&organization_id=${owner.personalOrganizationId}`,
          {
            method: route.method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
            body: raw,
          },
        );
        const body = (await response.json()) as { message?: string };
        await checkContract(route.method, path, response.status, body);
        if (response.status !== 400 || body.message !== BODY_MESSAGES.notObject)
          failures.push(`${route.method} ${route.path} ${raw}: ${response.status} ${body.message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('still takes an empty body as an empty object', async () => {
    const res = await api('PUT', `/api/v1/notifications/read_all`, { token: owner.token });
    expect(res.status).toBe(200);
  });
});
