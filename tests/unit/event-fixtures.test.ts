/**
 * The recorded-shape events in `events/` (issue 11; BRIEF §5 "Tests") are all present, and the local
 * stack's event builders produce the same key structure (every key path and value type; values differ),
 * so the local gateway, WebSocket server and scheduler cannot drift from what AWS delivers.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/src/routes/route-table';
import { matchRoute, toHttpApiEvent } from '../../infra/local/http-event';
import { scheduledEvent } from '../../infra/local/schedules';
import { toWebSocketEvent } from '../../infra/local/websocket';
import { messageJson } from '../../infra/local/sqs';
import { toSqsRecord } from '../../infra/local/sqs-poller';
import { REQUIRED_EVENTS, eventPath, eventShape, hasEvent, loadEvent, type EventName } from '../support/events';

type HttpFixture = {
  routeKey: string;
  rawPath: string;
  headers: Record<string, string>;
  requestContext: {
    http: { method: string; sourceIp: string };
    authorizer?: { jwt: { claims: Record<string, string> } };
  };
};
type WebSocketFixture = {
  headers?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  body?: string;
  requestContext: {
    routeKey: '$connect' | '$default' | '$disconnect';
    connectionId: string;
    connectedAt: number;
    disconnectStatusCode?: number;
    disconnectReason?: string;
    identity: { sourceIp: string; userAgent: string };
  };
};

const HTTP_MAPS = ['headers', 'pathParameters', 'queryStringParameters', 'requestContext.authorizer.jwt.claims'];
const WEBSOCKET_MAPS = ['headers', 'multiValueHeaders', 'queryStringParameters', 'multiValueQueryStringParameters'];
const REQUEST_TIME = /^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/;

/** The fixture's request replayed through the local gateway's builder; claims as jose verifies them (numbers stay numbers). */
function buildLocalHttpEvent(fixture: HttpFixture) {
  const match = matchRoute(fixture.requestContext.http.method, fixture.rawPath);
  if (!match) throw new Error(`No route for ${fixture.routeKey}`);
  const claims = fixture.requestContext.authorizer
    ? Object.fromEntries(
        Object.entries(fixture.requestContext.authorizer.jwt.claims).map(([k, v]) => [
          k,
          /^\d+$/.test(v) ? Number(v) : v,
        ]),
      )
    : null;
  const url = new URL(fixture.rawPath, `https://${fixture.headers.host}`);
  return toHttpApiEvent(
    {
      method: match.route.method,
      url,
      headers: fixture.headers,
      body: Buffer.alloc(0),
      sourceIp: fixture.requestContext.http.sourceIp,
    },
    match.route,
    match.pathParameters,
    claims,
  );
}

describe('event fixtures', () => {
  it.each(REQUIRED_EVENTS)('events/%s.json exists and parses', (name) => {
    expect(hasEvent(name), `missing ${eventPath(name)}`).toBe(true);
    expect(typeof loadEvent(name)).toBe('object');
  });

  it('hands out a deep copy each time', () => {
    const first = loadEvent<HttpFixture>('http-api/signed-in');
    first.requestContext.http.method = 'DELETE';
    expect(loadEvent<HttpFixture>('http-api/signed-in').requestContext.http.method).toBe('GET');
  });

  it('names real routes of the route table', () => {
    const keys = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const name of ['http-api/signed-in', 'http-api/public', 'http-api/bad-token'] as const) {
      expect(keys.has(loadEvent<HttpFixture>(name).routeKey), name).toBe(true);
    }
  });
});

describe('the local gateway builds HTTP API v2 events shaped like the recorded ones', () => {
  it.each(['http-api/signed-in', 'http-api/public'] as const)('%s', (name) => {
    const fixture = loadEvent<HttpFixture>(name);
    const local = buildLocalHttpEvent(fixture);
    expect(eventShape(local, HTTP_MAPS)).toEqual(eventShape(fixture, HTTP_MAPS));
    expect(local.requestContext.time).toMatch(REQUEST_TIME);
    expect(local.routeKey).toBe(fixture.routeKey);
  });
});

describe('the local WebSocket server builds events shaped like the recorded ones', () => {
  it.each(['websocket/connect', 'websocket/default', 'websocket/disconnect'] as const)('%s', (name) => {
    const fixture = loadEvent<WebSocketFixture>(name);
    const { routeKey, connectionId, connectedAt, identity, disconnectStatusCode, disconnectReason } =
      fixture.requestContext;
    const local = toWebSocketEvent(routeKey, {
      connectionId,
      connectedAt,
      sourceIp: identity.sourceIp,
      userAgent: identity.userAgent,
      headers: fixture.headers,
      query: fixture.queryStringParameters,
      body: fixture.body,
      close:
        disconnectStatusCode !== undefined ? { code: disconnectStatusCode, reason: disconnectReason ?? '' } : undefined,
    });
    expect(eventShape(local, WEBSOCKET_MAPS)).toEqual(eventShape(fixture, WEBSOCKET_MAPS));
    expect(local.requestContext.requestTime).toMatch(REQUEST_TIME);
  });
});

describe('the local scheduler sends the EventBridge Scheduler payload', () => {
  it.each(['scheduler/due-reminders', 'scheduler/bin-purge', 'scheduler/account-deletion'] as EventName[])(
    '%s',
    (name) => {
      const fixture = loadEvent<{ time: string }>(name);
      const local = scheduledEvent(new Date());
      expect(eventShape(local)).toEqual(eventShape(fixture));
      expect(local.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(fixture.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    },
  );
});

describe('issue 29 events', () => {
  it("builds the Lambda authorizer's event as AWS delivers it: the context under requestContext.authorizer.lambda", () => {
    const fixture = loadEvent<HttpFixture & { requestContext: { authorizer: { lambda: Record<string, string> } } }>(
      'http-api/signed-in-api-key',
    );
    const match = matchRoute(fixture.requestContext.http.method, fixture.rawPath)!;
    const url = new URL(fixture.rawPath, `https://${fixture.headers.host}`);
    const local = toHttpApiEvent(
      {
        method: match.route.method,
        url,
        headers: fixture.headers,
        body: Buffer.alloc(0),
        sourceIp: fixture.requestContext.http.sourceIp,
      },
      match.route,
      match.pathParameters,
      null,
      fixture.requestContext.authorizer.lambda,
    );
    const maps = ['headers', 'pathParameters', 'queryStringParameters', 'requestContext.authorizer.lambda'];
    expect(eventShape(local, maps)).toEqual(eventShape(fixture, maps));
    expect(local.requestContext.authorizer).toEqual({ lambda: fixture.requestContext.authorizer.lambda });
  });

  it("hands the webhook delivery function an SQS FIFO record in the event source mapping's shape", () => {
    const fixture = loadEvent<{ Records: unknown[] }>('sqs/webhook-delivery');
    const stored = {
      messageId: 'm-1',
      body: '{}',
      md5: '99914b932bd37a50b983c5e7c90ae93b',
      groupId: 'card-1',
      dedupId: 'evt:endpoint',
      sequence: 7,
      sentAt: 1,
      visibleAt: 2,
      receiveCount: 1,
      firstReceivedAt: 2,
      receiptHandle: 'r-1',
    };
    const local = {
      Records: [
        toSqsRecord({ arn: 'arn:aws:sqs:us-east-1:000000000000:greenlight-webhooks.fifo' }, messageJson(stored)),
      ],
    };
    expect(eventShape(local, ['Records[].messageAttributes'])).toEqual(
      eventShape(fixture, ['Records[].messageAttributes']),
    );
  });
});
