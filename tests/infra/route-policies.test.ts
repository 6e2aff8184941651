/**
 * The route table is complete and consistent (BRIEF §1 "Routes: a test fails if any route lacks a
 * policy"; issue 2 §2). CDK creates one API Gateway route per entry, so these are also the rules
 * API Gateway itself would enforce at deploy time, caught here instead.
 */
import { describe, expect, it } from 'vitest';
import { HTTP_FUNCTIONS } from '../../functions/src/catalogue';
import { DOMAINS, ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { ID_PARAMETERS } from '../../functions/src/lib/http/validate-ids';
import { cardWriteOf } from '../../functions/src/routes/binned-cards';

const POLICY_KINDS = ['public', 'signed_in', 'organization', 'workspace', 'reviewer'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const label = (r: RouteEntry) => `${r.method} ${r.path}`;

describe('route table', () => {
  it('has routes', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
  });

  it.each(ROUTES.map((r) => [label(r), r] as const))('%s has a known policy', (_, route) => {
    expect(route.policy, 'policy').toBeDefined();
    expect(POLICY_KINDS).toContain(route.policy?.kind);
    if (route.policy.kind === 'organization' || route.policy.kind === 'workspace') {
      expect(route.policy.permission, 'permission').toEqual(expect.any(String));
      expect(route.policy.permission.length).toBeGreaterThan(0);
    }
  });

  // Ids are checked by parameter name before any read (issue 10; decisions S20): a new name needs its id form.
  it.each(ROUTES.map((r) => [label(r), r] as const))(
    '%s names only path parameters with a known id form',
    (_, route) => {
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g))
        expect(Object.keys(ID_PARAMETERS), `{${name}}`).toContain(name);
    },
  );

  it.each(ROUTES.map((r) => [label(r), r] as const))('%s belongs to a domain with a Lambda', (_, route) => {
    expect(DOMAINS).toContain(route.domain);
    expect(HTTP_FUNCTIONS.map((f) => f.name)).toContain(route.domain);
  });

  it.each(ROUTES.map((r) => [label(r), r] as const))(
    '%s is a valid API Gateway route key under /api/v1',
    (_, route) => {
      expect(METHODS).toContain(route.method);
      expect(route.path).toMatch(/^\/api\/v1(\/([A-Za-z0-9_.-]+|\{[A-Za-z_][A-Za-z0-9_]*\}))+$/);
      expect(route.summary.trim().length, 'summary for the OpenAPI document').toBeGreaterThan(0);
    },
  );

  // The spec's invited-users calls, the calendar and minimizing a card (accounts spec §7; decisions D12,
  // A13, K23) name their workspace in `workspace_id` instead.
  const WORKSPACE_ID_PARAMETER = new Set([
    'POST /api/v1/minimized_content_groups',
    'GET /api/v1/invited_users',
    'DELETE /api/v1/invited_users/{id}',
    'POST /api/v1/resent_notification',
    'GET /api/v1/stages/calendar_data',
    'POST /api/v1/minimized_content_groups',
    // Chat: opening the dock names the workspace in `workspace_id` (accounts spec §7 Chat).
    'POST /api/v1/messages',
  ]);
  // The chat calls name the conversation, whose id is its workspace's (decisions V15): `{id}`, and
  // `new_message` also `{workspace_id}` (functions/src/services/access/authorize.ts reads them).
  const CONVERSATION_ROUTES =
    /^\/api\/v1\/((get_messages|message_read|message_count)\/\{id\}|new_message\/\{id\}\/workspaces\/\{workspace_id\}(\/uploads)?)$/;
  it.each(ROUTES.filter((r) => r.policy.kind === 'workspace').map((r) => [label(r), r] as const))(
    '%s names its workspace in the path or in workspace_id',
    (key, route) => {
      if (WORKSPACE_ID_PARAMETER.has(key) || CONVERSATION_ROUTES.test(route.path)) return;
      expect(route.path).toMatch(/^\/api\/v1\/workspaces\/\{id\}/);
    },
  );

  it('has no two entries with the same method and path', () => {
    const keys = ROUTES.map(label);
    const duplicates = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(duplicates).toEqual([]);
  });

  it('has no two entries that differ only by parameter names (API Gateway rejects them)', () => {
    const shapes = ROUTES.map((r) => `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`);
    const clashes = shapes.filter((shape, i) => shapes.indexOf(shape) !== i);
    expect(clashes).toEqual([]);
  });

  // The recycle-bin guard (issue 25; decisions K41) runs in the workspace check, from the path's
  // workspace: a route that changes a card must carry a workspace policy on `/workspaces/{id}/…`.
  it.each(ROUTES.filter((r) => cardWriteOf(r)).map((r) => [label(r), r] as const))(
    '%s changes a card: its workspace policy guards the recycle bin',
    (_, route) => {
      expect(route.policy.kind).toBe('workspace');
      expect(route.path).toMatch(/^\/api\/v1\/workspaces\/\{id\}\//);
    },
  );

  // The exceptions (K41) are written down: a route marked 'allow' must be a non-GET on a card, and one
  // marked 'refuse' a GET on a card; a new exception is a decision, not a silent default.
  it('lists exactly the decided exceptions to the recycle-bin rule', () => {
    expect(ROUTES.filter((r) => r.binnedCard === 'allow').map(label)).toEqual([
      'POST /api/v1/workspaces/{id}/content_groups/{cid}/comments/mark_as_read',
    ]);
    expect(ROUTES.filter((r) => r.binnedCard === 'refuse').map(label)).toEqual([
      'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/hide',
      'GET /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}/unhide',
    ]);
    expect(ROUTES.filter((r) => r.cardQuery).map((r) => `${label(r)} ?${r.cardQuery}`)).toEqual([
      'PUT /api/v1/workspaces/{id}/sort ?content_drag_id',
    ]);
  });

  it('gives every domain at least one route', () => {
    const served = new Set(ROUTES.map((r) => r.domain));
    expect(DOMAINS.filter((d) => !served.has(d))).toEqual([]);
  });
});
