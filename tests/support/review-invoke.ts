/**
 * Calls the approvals domain's routes in-process as the local gateway would (issue 37 review links): the route
 * matched from the route table, a bearer checked by the deployed authorizer's own handler, and the CloudFront
 * viewer address of the caller's choosing with the stage's origin secret. Each test can so open links from an
 * address of its own, whose rate-limit counters no other test shares (decisions RL5, K2), and can watch what
 * the handlers log in this process.
 */
import { randomUUID } from 'node:crypto';
import { toHttpApiEvent, matchRoute } from '../../infra/local/http-event';
import { createRequestAuthorizer, type AuthorizerHandler } from '../../infra/local/jwt-authorizer';
import { CLOCK_HEADER } from '../../functions/src/lib/clock';
import {
  ORIGIN_VERIFY_ENV,
  ORIGIN_VERIFY_HEADER,
  VIEWER_ADDRESS_HEADER,
} from '../../functions/src/lib/http/viewer-address';

const authorize = createRequestAuthorizer(
  async () => (await import('../../functions/src/handlers/http/authorizer')).handler as unknown as AuthorizerHandler,
);

/** A documentation address (RFC 3849) in a /64 of its own: a fresh rate-limit subject. */
export const freshIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

export interface InvokedAnswer<T> {
  status: number;
  body: { status: string; data: T; message?: string; errors?: Record<string, string[]> };
}

/**
 * `method path` on the approvals domain's handler, from viewer address `ip`, with `token` as bearer (a
 * reviewer session or a user's token), `body` as JSON and `clock` (ISO) as the request's time.
 * @returns the status and parsed body; 401 `{message: 'Unauthorized'}` where the gateway would refuse.
 */
export async function invokeApprovals<T = unknown>(
  method: string,
  path: string,
  options: { ip: string; token?: string; body?: unknown; clock?: string },
): Promise<InvokedAnswer<T>> {
  const url = new URL(path, 'http://localhost');
  const match = matchRoute(method, url.pathname);
  if (!match || match.route.domain !== 'approvals') throw new Error(`${method} ${path} is no approvals route`);
  let context = null;
  if (match.route.policy.kind !== 'public') {
    context = await authorize({ authorization: options.token ? `Bearer ${options.token}` : undefined });
    if (!context) return { status: 401, body: { message: 'Unauthorized' } as never };
  }
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [VIEWER_ADDRESS_HEADER]: `[${options.ip}]:50312`,
    [ORIGIN_VERIFY_HEADER]: process.env[ORIGIN_VERIFY_ENV] ?? '',
    ...(options.clock ? { [CLOCK_HEADER]: options.clock } : {}),
  };
  const body = Buffer.from(options.body === undefined ? '' : JSON.stringify(options.body));
  const event = toHttpApiEvent(
    { method, url, headers, body, sourceIp: '127.0.0.1' },
    match.route,
    match.pathParameters,
    null,
    context,
  );
  const { handler } = await import('../../functions/src/handlers/http/approvals');
  const result = (await handler(event as never, { getRemainingTimeInMillis: () => 30_000 } as never)) as {
    statusCode: number;
    body?: string;
  };
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : (null as never) };
}
