/**
 * What a route table entry is (BRIEF §1): `method + path -> domain function + authorization policy`,
 * and the values the entries share. The entries live per domain in ./domains/, all of them together in
 * ./route-table.ts.
 */
import type { Policy } from './policies';

export const DOMAINS = [
  'health',
  'auth',
  'users',
  'organizations',
  'workspaces',
  'stages',
  'cards',
  'admin',
  'notifications',
  'checklists',
  'preferences',
  'bin',
  'contents',
  'comments',
  'approvals',
  'timers',
  'chat',
  'webhooks',
  'rules',
  'imports',
] as const;
export type Domain = (typeof DOMAINS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteEntry {
  method: HttpMethod;
  path: string;
  domain: Domain;
  policy: Policy;
  /** One line for the OpenAPI document. */
  summary: string;
  /**
   * The HTTP status of a success, when not 200: 201 for a creation, 204 when nothing is returned. The
   * handler framework answers with it (functions/src/handlers/domain-handler.ts), and the OpenAPI document
   * declares it, so the two cannot drift (issue 25). 202: queued for later (issue 29's webhook redeliver and test).
   */
  status?: 201 | 202 | 204;
  /**
   * A GET that changes data, kept only because spec §7 names it with GET; the same action also answers
   * the method its meaning calls for, and the document marks this one deprecated (docs/decisions.md A32).
   */
  deprecated?: true;
  /** Beyond the two spec documents (BRIEF §8): the OpenAPI operation says `x-beyond-spec: true`. */
  beyondSpec?: boolean;
  /**
   * How the route treats a card in the recycle bin when the derived rule does not fit (./binned-cards.ts;
   * cards spec §4 "Read-only when deleted_at is set"): `'refuse'` for a GET that changes the card (hide,
   * unhide), `'allow'` for a non-GET that leaves the card as it is (decisions K41 lists them).
   */
  binnedCard?: 'refuse' | 'allow';
  /**
   * The query parameter that names the card a route changes, for a route that does not name it as
   * `{cid}` in its path (the board's `PUT …/sort`, `content_drag_id`).
   */
  cardQuery?: string;
  /**
   * A POST that creates something: it honours an `Idempotency-Key` header, replaying the first answer to a
   * retry (issue 40; functions/src/services/idempotency/run-idempotent.ts). tests/unit/idempotent-routes.test.ts lists which.
   */
  idempotent?: true;
  /**
   * The `data` field of an idempotent route's answer that holds a credential shown once (a new API key): the
   * idempotency record never stores it, so a replay answers it as an empty string (decisions IK5).
   */
  secretField?: string;
}

/** The success status of a route: its `status`, else 200. */
export const successStatusOf = (route: Pick<RouteEntry, 'status'>): 200 | 201 | 202 | 204 => route.status ?? 200;

/** `content_groups` → `ContentGroups`: one path segment in PascalCase. */
const pascal = (segment: string) =>
  segment
    .split(/[_-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/**
 * The route's OpenAPI `operationId`, derived from its method and path so it is stable and unique as long
 * as the route is (issue 25): the lower-case method, then each segment after `/api/v1` in PascalCase,
 * path parameters as `By<Name>`. `GET /api/v1/workspaces/{id}/stages/{sid}` → `getWorkspacesByIdStagesBySid`.
 */
export function operationIdOf(route: Pick<RouteEntry, 'method' | 'path'>): string {
  const segments = route.path
    .replace(/^\/api\/v1\/?/, '')
    .split('/')
    .filter(Boolean);
  return (
    route.method.toLowerCase() +
    segments.map((s) => (s.startsWith('{') ? `By${pascal(s.slice(1, -1))}` : pascal(s))).join('')
  );
}

/** Every spec §7 call lives under `/api/v1` (docs/decisions.md). */
export const API = '/api/v1';
/** Board reads that need the workspace partition anyway authorize from it (./policies.ts, docs/decisions.md D18). */
export const SKELETON = { skeleton: true };
/** The board's reads: the skeleton, and the ended-session cutoff from the caller's membership (decisions S26). */
export const BOARD_READ = { skeleton: true, callerItem: false } as const;
