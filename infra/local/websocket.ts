/**
 * The local WebSocket API: `ws` on the gateway's `/ws` path calling our realtime handler with the
 * $connect/$disconnect/$default events API Gateway sends, plus the `@connections` management API
 * (POST to send, GET to describe, DELETE to close: the socket is really closed, and cut off when the peer
 * does not answer the close frame) answering 410 GoneException for closed connections.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import { requestTime } from './http-event';
import { metered } from './metering';
import { WEBSOCKET_FUNCTION } from '../../functions/src/catalogue';

export type WebSocketHandler = (event: unknown, context: unknown) => Promise<{ statusCode: number } | undefined>;

/** What the local WebSocket server knows about one frame or handshake. */
export interface WebSocketEventInput {
  connectionId: string;
  /** Epoch milliseconds of the handshake. */
  connectedAt: number;
  sourceIp: string;
  userAgent?: string;
  /** Handshake headers ($connect) or the gateway's fixed ones ($disconnect). */
  headers?: Record<string, string>;
  /** The handshake's query string ($connect only). */
  query?: Record<string, string>;
  /** The frame's text ($default only). */
  body?: string;
  /** The close frame's code and reason ($disconnect only). */
  close?: { code: number; reason: string };
}

/**
 * The event API Gateway's WebSocket API sends the integration for `routeKey` (the shapes recorded in
 * `events/websocket/`, checked key by key in tests/unit/event-fixtures.test.ts): $connect carries the
 * handshake headers and query string, $default the frame's body and a message id, $disconnect the close
 * code and reason.
 */
export function toWebSocketEvent(routeKey: '$connect' | '$default' | '$disconnect', input: WebSocketEventInput) {
  const now = new Date();
  const requestId = randomUUID();
  const multi = (values: Record<string, string>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, [value]]));
  const headers = input.headers ?? {};
  const query = input.query ?? {};
  const withHeaders = routeKey !== '$default' ? { headers, multiValueHeaders: multi(headers) } : {};
  const withQuery =
    routeKey === '$connect' && Object.keys(query).length
      ? { queryStringParameters: query, multiValueQueryStringParameters: multi(query) }
      : {};
  return {
    ...withHeaders,
    ...withQuery,
    requestContext: {
      routeKey,
      ...(routeKey === '$default' ? { messageId: randomUUID() } : {}),
      ...(routeKey === '$disconnect' ? { disconnectStatusCode: input.close?.code ?? 1005 } : {}),
      eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
      extendedRequestId: requestId,
      requestTime: requestTime(now),
      messageDirection: 'IN',
      ...(routeKey === '$disconnect' ? { disconnectReason: input.close?.reason ?? '' } : {}),
      stage: 'live',
      connectedAt: input.connectedAt,
      requestTimeEpoch: now.getTime(),
      identity: { userAgent: input.userAgent ?? '', sourceIp: input.sourceIp },
      requestId,
      domainName: 'localhost',
      connectionId: input.connectionId,
      apiId: 'local',
    },
    ...(routeKey === '$default' ? { body: input.body ?? '' } : {}),
    isBase64Encoded: false,
  };
}

/** Request headers as one string each, in the handshake's own spelling (API Gateway keeps it). */
function handshakeHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) headers[request.rawHeaders[i]] = request.rawHeaders[i + 1];
  return headers;
}

/** The headers API Gateway sends with $disconnect (events/websocket/disconnect.json). */
const DISCONNECT_HEADERS = (host: string) => ({ Host: host, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' });

/** How long a connection closed through the management API may take to answer the close frame before it is cut. */
export const CLOSE_GRACE_MS = 1_000;

const context = { functionName: 'realtime', awsRequestId: 'local', getRemainingTimeInMillis: () => 30_000 };

/** Attach the WebSocket API to `server` and return the `@connections` management router. */
export function attachWebSocket(
  server: Server,
  loadHandler: () => Promise<WebSocketHandler>,
): { management: Router; closeAll(): Promise<void> } {
  const sockets = new Map<string, WebSocket>();
  // Handler calls still running ($disconnect of clients that just left): the stack waits for them before DynamoDB stops.
  const running = new Set<Promise<unknown>>();
  const wss = new WebSocketServer({ noServer: true });

  server.on('upgrade', async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    const headers = handshakeHeaders(request);
    const base = {
      connectionId: randomUUID(),
      connectedAt: Date.now(),
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      userAgent: request.headers['user-agent'],
    };
    const { connectionId } = base;
    const handler = await loadHandler();
    const result = await metered(WEBSOCKET_FUNCTION.name, '$connect', () =>
      handler(toWebSocketEvent('$connect', { ...base, headers, query: Object.fromEntries(url.searchParams) }), context),
    ).catch(() => ({ statusCode: 500 }));
    if (result?.statusCode !== 200) {
      socket.end(
        `HTTP/1.1 ${result?.statusCode === 401 ? '401 Unauthorized' : '403 Forbidden'}\r\nConnection: close\r\n\r\n`,
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      // A handler failure is logged, as Lambda would; unhandled, it would end the stack's process (e.g. a
      // $disconnect while the stack shuts down and DynamoDB is already gone).
      const run = (route: string, event: unknown) => {
        const call = metered(WEBSOCKET_FUNCTION.name, route, () => handler(event, context))
          .catch((error: Error) => console.error(`[websocket] ${error.message}`))
          .finally(() => running.delete(call));
        running.add(call);
      };
      // A connection the management API deleted gets no more frames through, as in AWS.
      ws.on('message', (data) => {
        if (sockets.get(connectionId) === ws)
          run('$default', toWebSocketEvent('$default', { ...base, body: data.toString() }));
      });
      ws.on('close', (code, reason) => {
        if (sockets.get(connectionId) === ws) sockets.delete(connectionId);
        const close = { code, reason: reason.toString() };
        run(
          '$disconnect',
          toWebSocketEvent('$disconnect', {
            ...base,
            headers: DISCONNECT_HEADERS(request.headers.host ?? 'localhost'),
            close,
          }),
        );
      });
    });
  });

  const gone = (res: Response) =>
    res.status(410).set('x-amzn-errortype', 'GoneException').json({ message: 'The connection is gone' });
  const management = express.Router();
  management.post(
    '/@connections/:id',
    express.raw({ type: () => true, limit: '128kb' }),
    (req: Request, res: Response) => {
      const ws = sockets.get(String(req.params.id));
      if (!ws) return gone(res);
      ws.send((req.body as Buffer).toString('utf8'));
      res.status(200).end();
    },
  );
  management.get('/@connections/:id', (req: Request, res: Response) => {
    if (!sockets.has(String(req.params.id))) return gone(res);
    res.json({ ConnectedAt: new Date().toISOString(), Identity: { SourceIp: '127.0.0.1' } });
  });
  // DeleteConnection really closes: the connection is gone at once (410 from now on, its frames dropped),
  // the close frame is sent, and a peer that does not answer it is cut off after CLOSE_GRACE_MS.
  management.delete('/@connections/:id', (req: Request, res: Response) => {
    const id = String(req.params.id);
    const ws = sockets.get(id);
    if (!ws) return gone(res);
    sockets.delete(id);
    ws.close(1000, 'Connection closed by the server');
    setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    res.status(204).end();
  });
  return {
    management,
    closeAll: async () => {
      // wss.clients also holds sockets still closing after a DeleteConnection.
      for (const ws of new Set([...sockets.values(), ...wss.clients])) ws.terminate();
      wss.close();
      // The terminations' $disconnect calls are queued by now; wait for them (and any other call in flight).
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...running]);
    },
  };
}
