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
export function matchRoute(method: string, path: string): { route: RouteEntry; pathParameters: Record<string, string> } | null {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = path.match(candidate.pattern);
    if (!match) continue;
    const pathParameters = Object.fromEntries(candidate.params.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
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

/** The v2 event API Gateway would deliver for this request on `route`, with verified `claims`. */
export function toHttpApiEvent(
  request: IncomingRequest,
  route: RouteEntry,
  pathParameters: Record<string, string>,
  claims: Record<string, string | number | boolean | string[]> | null,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams) query[name] = query[name] !== undefined ? `${query[name]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json');
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    body: request.body.length ? (isText ? request.body.toString('utf8') : request.body.toString('base64')) : undefined,
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
      time: now.toISOString(),
      timeEpoch: now.getTime(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}
