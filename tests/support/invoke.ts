/**
 * Calls a domain handler in-process with an HTTP API v2 event, counting the DynamoDB requests it makes
 * (issue 4 "Performance": request bounds are asserted on the handler, not timed).
 */
import { onDynamoRequest } from '../../functions/src/lib/aws/dynamodb';

type Handler = (event: never, context: never) => Promise<unknown>;

export interface CountedCall {
  statusCode: number;
  body: { status: string; data?: unknown; message?: string };
  /** The SDK command names sent, in order (e.g. `QueryCommand`). */
  requests: string[];
}

/**
 * The claims API Gateway passes for a fresh access token of `userId` (as strings, as API Gateway does):
 * the handlers accept access tokens only, and compare `auth_time` with ended sessions (issue 10).
 */
export function accessClaims(userId: string, authTime = Math.floor(Date.now() / 1000)): Record<string, string> {
  return { sub: userId, token_use: 'access', auth_time: String(authTime), iat: String(authTime) };
}

/**
 * Invoke `handler` for `routeKey` (e.g. `GET /api/v1/workspaces/{id}`) as the signed-in `userId`.
 * `path` is the concrete path; `query` becomes both the raw and the parsed query string; `body` is sent as JSON;
 * `authTime` (epoch seconds, default now) is when the token's session began.
 */
export async function invokeCounting(
  handler: Handler,
  call: {
    routeKey: string;
    path: string;
    userId: string;
    pathParameters?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    authTime?: number;
  },
): Promise<CountedCall> {
  const requests: string[] = [];
  const stop = onDynamoRequest((name) => requests.push(name));
  const query = call.query ?? {};
  const event = {
    version: '2.0',
    routeKey: call.routeKey,
    rawPath: call.path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: call.body !== undefined ? { 'content-type': 'application/json' } : {},
    ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    pathParameters: call.pathParameters ?? {},
    isBase64Encoded: false,
    requestContext: {
      http: { method: call.routeKey.split(' ')[0], path: call.path },
      authorizer: { jwt: { claims: accessClaims(call.userId, call.authTime), scopes: [] } },
    },
  };
  try {
    const result = (await handler(event as never, { getRemainingTimeInMillis: () => 30_000 } as never)) as {
      statusCode: number;
      body: string;
    };
    return { statusCode: result.statusCode, body: JSON.parse(result.body), requests };
  } finally {
    stop();
  }
}
