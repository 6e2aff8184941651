/**
 * Translate an incoming HTTP request into the API Gateway HTTP API payload v2 event our handlers
 * receive in AWS (BRIEF §1 "Events"), and match it against the route table.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ROUTES, type RouteEntry } from '../../functions/src/routes/route-table';

interface CompiledRoute {
  route: RouteEntry;
  pattern: RegExp;
  params: string[];
}

/** Literal segments first, as API Gateway prefers the most specific route. */
const compiled: CompiledRoute[] = ROUTES.map((route) => {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), params };
}).sort((a, b) => a.params.length - b.params.length);

/** The route for `method` and `path`, with its decoded path parameters, or null. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteEntry; pathParameters: Record<string, string> } | null {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = path.match(candidate.pattern);
    if (!match) continue;
    const pathParameters = Object.fromEntries(
      candidate.params.map((name, i) => [name, decodeURIComponent(match[i + 1])]),
    );
    return { route: candidate.route, pathParameters };
  }
  return null;
}

export interface IncomingRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** API Gateway's request time, in UTC: `24/Nov/2026:06:40:12 +0000` (events/http-api/*.json). */
export function requestTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

/**
 * Claims as the HTTP API JWT authorizer hands them over: every value a string (numbers such as `exp`
 * become `"1732433600"`, lists become `"[a b]"`), as in events/http-api/signed-in.json.
 */
export function stringifyClaims(claims: Record<string, string | number | boolean | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}

/**
 * The v2 event API Gateway would deliver for this request on `route`, with verified `claims` (null on a
 * public route: API Gateway then sends no `authorizer` block). Checked key by key against the recorded
 * events in `events/http-api/` (tests/unit/event-fixtures.test.ts).
 */
export function toHttpApiEvent(
  request: IncomingRequest,
  route: RouteEntry,
  pathParameters: Record<string, string>,
  claims: Record<string, string | number | boolean | string[]> | null,
  /** The Lambda authorizer's context (issue 29): sent as `authorizer.lambda`, as API Gateway does. */
  lambdaContext: Record<string, string | number | boolean> | null = null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams)
    query[name] = query[name] !== undefined ? `${query[name]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    headers,
    // API Gateway leaves out what the request lacks (no empty maps, no empty body).
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    ...(request.body.length ? { body: isText ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: request.body.length > 0 && !isText,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
      ...(claims ? { authorizer: { jwt: { claims: stringifyClaims(claims), scopes: null } } } : {}),
      ...(lambdaContext ? { authorizer: { lambda: lambdaContext } } : {}),
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}
