/**
 * The local WebSocket API: `ws` on the gateway's `/ws` path calling our realtime handler with the
 * $connect/$disconnect/$default events API Gateway sends, plus the `@connections` management API
 * (POST to send, GET to describe, DELETE to close) answering 410 GoneException for closed connections.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { WebSocketServer, type WebSocket } from 'ws';

export type WebSocketHandler = (event: unknown, context: unknown) => Promise<{ statusCode: number } | undefined>;

function wsEvent(routeKey: string, connectionId: string, extra: Record<string, unknown> = {}) {
  const now = new Date();
  return {
    requestContext: {
      routeKey,
      eventType: routeKey === '$connect' ? 'CONNECT' : routeKey === '$disconnect' ? 'DISCONNECT' : 'MESSAGE',
      connectionId,
      connectedAt: now.getTime(),
      requestId: randomUUID(),
      apiId: 'local',
      stage: 'live',
      domainName: 'localhost',
      requestTimeEpoch: now.getTime(),
      messageDirection: 'IN',
    },
    isBase64Encoded: false,
    ...extra,
  };
}

const context = { functionName: 'realtime', awsRequestId: 'local', getRemainingTimeInMillis: () => 30_000 };

/** Attach the WebSocket API to `server` and return the `@connections` management router. */
export function attachWebSocket(server: Server, loadHandler: () => Promise<WebSocketHandler>): { management: Router; closeAll(): void } {
  const sockets = new Map<string, WebSocket>();
  const wss = new WebSocketServer({ noServer: true });

  server.on('upgrade', async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    const connectionId = randomUUID();
    const handler = await loadHandler();
    const result = await handler(wsEvent('$connect', connectionId, { queryStringParameters: Object.fromEntries(url.searchParams) }), context).catch(
      () => ({ statusCode: 500 }),
    );
    if (result?.statusCode !== 200) {
      socket.end(`HTTP/1.1 ${result?.statusCode === 401 ? '401 Unauthorized' : '403 Forbidden'}\r\nConnection: close\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      // A handler failure is logged, as Lambda would; unhandled, it would end the stack's process (e.g. a
      // $disconnect while the stack shuts down and DynamoDB is already gone).
      const run = (event: unknown) => void handler(event, context).catch((error: Error) => console.error(`[websocket] ${error.message}`));
      ws.on('message', (data) => run(wsEvent('$default', connectionId, { body: data.toString() })));
      ws.on('close', () => {
        sockets.delete(connectionId);
        run(wsEvent('$disconnect', connectionId));
      });
    });
  });

  const gone = (res: Response) =>
    res.status(410).set('x-amzn-errortype', 'GoneException').json({ message: 'The connection is gone' });
  const management = express.Router();
  management.post('/@connections/:id', express.raw({ type: () => true, limit: '128kb' }), (req: Request, res: Response) => {
    const ws = sockets.get(String(req.params.id));
    if (!ws) return gone(res);
    ws.send((req.body as Buffer).toString('utf8'));
    res.status(200).end();
  });
  management.get('/@connections/:id', (req: Request, res: Response) => {
    if (!sockets.has(String(req.params.id))) return gone(res);
    res.json({ ConnectedAt: new Date().toISOString(), Identity: { SourceIp: '127.0.0.1' } });
  });
  management.delete('/@connections/:id', (req: Request, res: Response) => {
    const ws = sockets.get(String(req.params.id));
    if (!ws) return gone(res);
    ws.close();
    res.status(204).end();
  });
  return {
    management,
    closeAll: () => {
      for (const ws of sockets.values()) ws.terminate();
      wss.close();
    },
  };
}
