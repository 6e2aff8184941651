/**
 * Which routes take an `Idempotency-Key` (issue 40 "Every POST that creates something accepts an
 * `Idempotency-Key` header"; decisions IK1–IK6): every POST answering 201 does, but the written-down
 * exceptions, so a new creation route cannot be forgotten. Each such route's function may write the table
 * (the persistence layer puts, updates, reads and deletes its records), and the OpenAPI document names the header.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';
import { FUNCTION_NEEDS } from '../../infra/lib/constructs/functions';
import { buildOpenApiDocument } from '../../functions/src/routes/openapi';

const label = (r: RouteEntry) => `${r.method} ${r.path}`;

/** The creation routes issue 40 names: cards, comments (and pins), contents, approvals, invitations, reviewers, rules, webhook endpoints, API keys. */
const NAMED_BY_ISSUE_40 = [
  'POST /api/v1/workspaces/{id}/content_groups',
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/comments',
  'POST /api/v1/review/comments',
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents',
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/approved_content_group_stages',
  'POST /api/v1/workspaces/{id}/workspace_users',
  'POST /api/v1/multi_users',
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/reviewers',
  'POST /api/v1/workspaces/{id}/rules',
  'POST /api/v1/organizations/{id}/webhook_endpoints',
  'POST /api/v1/api_keys',
];

/**
 * POSTs answering 201 that take no key, each for its reason: a signed-out caller has no one to scope a key to
 * (registration, opening a review link), and a presigned upload creates nothing (each call should sign afresh).
 */
const NOT_IDEMPOTENT = [
  'POST /api/v1/users',
  'POST /api/v1/review/sessions',
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/contents/new',
  'POST /api/v1/workspaces/{id}/content_groups/{cid}/comments/attachment_uploads',
  'POST /api/v1/new_message/{id}/workspaces/{workspace_id}/uploads',
];

/** Writes other than POST whose repeat would change more (the web app retries every write with its key). */
const NOT_REPEATABLE_WRITES = ['PUT /api/v1/workspaces/{id}/content_groups/{cid}/contents/{content_id}'];

describe('idempotent routes (issue 40)', () => {
  const paths = buildOpenApiDocument().paths as Record<string, Record<string, Record<string, unknown>>>;

  it('marks every route issue 40 names', () => {
    const idempotent = new Set(ROUTES.filter((r) => r.idempotent).map(label));
    expect(NAMED_BY_ISSUE_40.filter((key) => !idempotent.has(key))).toEqual([]);
  });

  it('marks every POST that creates (201) but the written-down exceptions', () => {
    const creations = ROUTES.filter((r) => r.method === 'POST' && r.status === 201);
    expect(
      creations
        .filter((r) => !r.idempotent)
        .map(label)
        .sort(),
    ).toEqual([...NOT_IDEMPOTENT].sort());
  });

  it('marks only signed-in POSTs and the writes a repeat would do twice (a key is scoped to its caller)', () => {
    const marked = ROUTES.filter((r) => r.idempotent);
    expect(marked.filter((r) => r.policy.kind === 'public').map(label)).toEqual([]);
    expect(
      marked
        .filter((r) => r.method !== 'POST')
        .map(label)
        .sort(),
    ).toEqual([...NOT_REPEATABLE_WRITES].sort());
  });

  it.each(ROUTES.filter((r) => r.idempotent).map((r) => [label(r), r] as const))(
    '%s: its function may write the table and the document names the header',
    (_, route) => {
      expect(FUNCTION_NEEDS[route.domain].table).toBe('readWrite');
      const operation = paths[route.path]![route.method.toLowerCase()]!;
      const parameters = operation.parameters as { name: string; in: string }[];
      expect(parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
      expect(Object.keys(operation.responses as object)).toEqual(expect.arrayContaining(['409', '422']));
    },
  );
});
