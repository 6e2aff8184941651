/**
 * The local gateway on PORT (default 3000): the one front door of the local stack (issue 2 §3).
 * It starts listening only after every other local service is up; health answers 503 `starting` until
 * `readiness()` says the first start's work (the demo seed) is done, so `ok` means ready to sign in.
 * - `/api/v1/*`: matched against the route table, authorized by the deployed Lambda authorizer's code (401
 *   `{"message":"Unauthorized"}` without a valid token or API key; ./jwt-authorizer.ts), and run as HTTP API v2 events by the domain Lambdas.
 *   Like CloudFront in front of the deployed API, it sets `CloudFront-Viewer-Address` from the socket
 *   and the origin secret header (`cloudFrontHeaders`), replacing whatever the client sent, so the
 *   per-IP limits read the viewer's address the same way here (decisions I24).
 * - `/ws` and `/@connections/*`: the WebSocket API (./websocket.ts).
 * - `/_local/mail` and `/_local/mail/store`: the SES viewer and its JSON store; the store answers once the
 *   e-mail outbox has no mail ready to send (./local-controls.ts `settleMail`).
 * - `GET /_local/outbox` and `PUT /_local/faults`: the outbox's counts and the injected faults (./local-controls.ts).
 * - `POST /_local/schedules/{name}[?time=ISO]`: run a scheduled function now (as of `time`, when given).
 * - `/api/docs`: the readable API reference (Swagger UI), `/api/docs/openapi.json` the OpenAPI 3.1
 *   document (../lib/api-docs.ts); `/review` and `/review/{token}`: the review page, `review.html`, as
 *   CloudFront serves it (../lib/review-page.ts; decisions L1);
 *   everything else: the built web app with SPA fallback.
 * API answers and the web app's text files go out brotli- or gzip-encoded per `Accept-Encoding`, as
 * CloudFront serves them (./compression.ts; decisions L8).
 * The gateway's own errors answer in the API's JSON envelope (413 for a body over 12 MB; `gatewayError`),
 * and idle connections are kept 65 s, longer than clients keep theirs (decisions L5).
 */
import { metered } from './metering';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { API_DOCS_PATH, apiDocsFiles } from '../lib/api-docs';
import type { IncomingHttpHeaders } from 'node:http';
import type { Domain } from '../../functions/src/routes/route-table';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/src/lib/http/viewer-address';
import { matchRoute, toHttpApiEvent } from './http-event';
import type { AuthorizerContext } from './jwt-authorizer';
import { attachWebSocket, type WebSocketHandler } from './websocket';
import { compressedIndex, compressedStatic, sendCompressed } from './compression';
import { REVIEW_PAGE_FILE, isReviewPagePath } from '../lib/review-page';
import { addLocalControls, settleMail, type EmailOutboxControl } from './local-controls';

export type HttpHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyStructuredResultV2>;

/** Whether the stack is ready for users; `message` says what it is still doing (issue 11 "Health means ready"). */
export type Readiness = { ready: true } | { ready: false; message: string };

/** The health route, answered 503 by the gateway itself until the stack is ready. */
const HEALTH_ROUTE = 'GET /api/v1/health';

export interface GatewayOptions {
  port: number;
  /** Asked on every health request; omitted means always ready. */
  readiness?: () => Readiness;
  webDist: string;
  sesEndpoint: string;
  /** The Lambda authorizer's decision for a request's headers (./jwt-authorizer.ts): its context, or null for 401. */
  authorize(headers: Record<string, string | undefined>): Promise<AuthorizerContext | null>;
  loadHttpHandler(domain: Domain): Promise<HttpHandler>;
  loadWebSocketHandler(): Promise<WebSocketHandler>;
  runSchedule(name: string, time?: string): Promise<unknown>;
  /**
   * The origin secret CloudFront adds to API requests (the handlers' ORIGIN_VERIFY_SECRET). Omitted:
   * neither CloudFront header is added, and any the client sent are dropped.
   */
  originVerifySecret?: string;
  /** The local e-mail outbox (issue 40): its controls, and the mail store's wait for it. */
  outbox?: EmailOutboxControl;
}

export interface LocalGateway {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

/** The deployed CSP's rules that matter to the docs page (infra/lib/constructs/web.ts). */
const DOCS_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:";

/**
 * The request's headers as CloudFront forwards them to the API: `cloudfront-viewer-address` is the
 * socket's address and port in CloudFront's format (`203.0.113.9:50312`, IPv6 `2001:db8::1:50312`)
 * and `x-greenlight-origin-verify` the origin secret, both replacing any the client sent.
 */
export function cloudFrontHeaders(
  headers: IncomingHttpHeaders,
  socket: { remoteAddress?: string; remotePort?: number },
  originVerifySecret: string | undefined,
): IncomingHttpHeaders {
  const result: IncomingHttpHeaders = { ...headers };
  delete result[VIEWER_ADDRESS_HEADER];
  delete result[ORIGIN_VERIFY_HEADER];
  if (originVerifySecret === undefined) return result;
  result[VIEWER_ADDRESS_HEADER] = `${socket.remoteAddress ?? '127.0.0.1'}:${socket.remotePort ?? 0}`;
  result[ORIGIN_VERIFY_HEADER] = originVerifySecret;
  return result;
}

/** Request headers as API Gateway hands them to an authorizer: lower-case names, one string each. */
function singleHeaders(headers: IncomingHttpHeaders): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );
}

/** The largest request body the local API takes (API Gateway's HTTP API payload limit is 10 MB; uploads go to S3). */
export const MAX_BODY = '12mb';

/**
 * Keep-alive: the server holds an idle connection longer than its clients do (Node's fetch and browsers
 * drop theirs after a few seconds; load balancers after 60 s), so a client never sends on a socket the
 * server is closing. `headersTimeout` must exceed it, or Node cuts a kept-alive request mid-headers.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

/**
 * The gateway's own errors in the API's envelope (`{status: 'error', message}`, BRIEF §1), never Express's
 * HTML page with its stack trace and file paths: a body over the limit answers 413, a malformed request
 * the 4xx Express gives it, anything else 500.
 */
export function gatewayError(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const { status, type } = error as { status?: number; statusCode?: number; type?: string };
  const code = status ?? (error as { statusCode?: number }).statusCode ?? 500;
  if (type === 'entity.too.large' || code === 413) {
    res.status(413).json({
      status: 'error',
      message: `The request body is larger than the ${MAX_BODY.replace('mb', ' MB')} limit.`,
    });
    return;
  }
  if (code >= 400 && code < 500) {
    res.status(code).json({ status: 'error', message: 'The request could not be read.' });
    return;
  }
  console.error('[gateway] request failed:', (error as Error).message);
  res.status(500).json({ status: 'error', message: 'Internal Server Error' });
}

const lambdaContext = (name: string) => ({
  functionName: name,
  awsRequestId: crypto.randomUUID(),
  getRemainingTimeInMillis: () => 30_000,
});

export async function startGateway(options: GatewayOptions): Promise<LocalGateway> {
  const app = express();
  app.disable('x-powered-by');
  const server = createServer(app);
  const ws = attachWebSocket(server, options.loadWebSocketHandler);
  app.use(ws.management);

  app.all(/^\/api\/v1\/.*/, express.raw({ type: () => true, limit: MAX_BODY }), async (req: Request, res: Response) => {
    const url = new URL(req.originalUrl, 'http://localhost');
    const match = matchRoute(req.method, url.pathname);
    if (!match) {
      res.status(404).json({ message: 'Not Found' });
      return;
    }
    const readiness = options.readiness?.() ?? { ready: true };
    if (!readiness.ready && `${match.route.method} ${match.route.path}` === HEALTH_ROUTE) {
      res
        .status(503)
        .set('retry-after', '2')
        .json({ status: 'error', message: readiness.message, data: { status: 'starting' } });
      return;
    }
    let context: AuthorizerContext | null = null;
    if (match.route.policy.kind !== 'public') {
      context = await options.authorize(singleHeaders(req.headers));
      if (!context) {
        res.status(401).json({ message: 'Unauthorized' });
        return;
      }
    }
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const headers = cloudFrontHeaders(req.headers, req.socket, options.originVerifySecret);
    const event = toHttpApiEvent(
      { method: req.method, url, headers, body, sourceIp: req.ip ?? '127.0.0.1' },
      match.route,
      match.pathParameters,
      null,
      context,
    );
    let result: APIGatewayProxyStructuredResultV2;
    try {
      const handler = await options.loadHttpHandler(match.route.domain);
      const routeKey = `${match.route.method} ${match.route.path}`;
      result = await metered(match.route.domain, routeKey, () => handler(event, lambdaContext(match.route.domain)));
    } catch (error) {
      // A Lambda that fails to load or throws: API Gateway answers exactly this.
      console.error(`[gateway] ${match.route.domain} failed:`, (error as Error).message);
      res.status(500).json({ message: 'Internal Server Error' });
      return;
    }
    res.status(result.statusCode ?? 200);
    for (const [name, value] of Object.entries(result.headers ?? {})) res.setHeader(name, String(value));
    // Compressed as CloudFront compresses the deployed API's answers (./compression.ts; decisions L8).
    await sendCompressed(
      req,
      res,
      result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? ''),
    );
  });

  // Built on first request (the document imports every schema); served with the deployed CSP's script rule.
  let docs: Map<string, ReturnType<typeof apiDocsFiles>[number]> | undefined;
  app.get(new RegExp(`^${API_DOCS_PATH}(/[\\w.-]*)?$`), (req: Request, res: Response) => {
    docs ??= new Map(apiDocsFiles().map((file) => [file.name, file]));
    const name = req.path.slice(API_DOCS_PATH.length + 1) || 'index.html';
    const file = docs.get(name);
    if (!file) return void res.status(404).json({ message: 'Not Found' });
    res.set('content-security-policy', DOCS_CSP).type(file.contentType).send(file.body);
  });

  app.post('/_local/schedules/:name', async (req: Request, res: Response) => {
    try {
      // `?time=` runs the job as if the clock read that instant (tests move past the 30-day bin, say).
      const time =
        typeof req.query.time === 'string' && !Number.isNaN(Date.parse(req.query.time))
          ? new Date(req.query.time).toISOString()
          : undefined;
      res.json({ status: 'ok', data: await options.runSchedule(String(req.params.name), time) });
    } catch (error) {
      res.status(404).json({ status: 'error', message: (error as Error).message });
    }
  });

  if (options.outbox) addLocalControls(app, options.outbox);

  // The SES viewer fetches absolute paths (/store, /clear-store, /get-emlContent): re-root them under /_local/mail.
  app.all(/^\/_local\/mail(\/.*)?$/, express.raw({ type: () => true }), async (req: Request, res: Response) => {
    const rest = req.originalUrl.replace(/^\/_local\/mail/, '') || '/';
    if (options.outbox && rest.startsWith('/store')) await settleMail(options.outbox);
    const upstream = await fetch(`${options.sesEndpoint}${rest}`, {
      method: req.method,
      headers: req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {},
      body: ['GET', 'HEAD'].includes(req.method) ? undefined : new Uint8Array(req.body as Buffer),
    });
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    let payload: Buffer = Buffer.from(await upstream.arrayBuffer());
    if (type.startsWith('text/html')) {
      payload = Buffer.from(
        payload.toString('utf8').replace(/(["'`])\/(store|clear-store|get-emlContent)/g, '$1/_local/mail/$2'),
      );
    }
    res.status(upstream.status).type(type).send(payload);
  });

  // The review page's address carries its link's token: it sends no Referer at all, as CloudFront's policy for
  // /review and /review/* says (issue 37; decisions K6).
  app.use(/^\/review(\/[^/]*)?$/, (_req: Request, res: Response, next: NextFunction) => {
    res.set('referrer-policy', 'no-referrer');
    next();
  });

  if (existsSync(options.webDist)) {
    // The review page is a page of its own, review.html, as CloudFront's rewrite serves it (decisions L1).
    const reviewPage = compressedIndex(options.webDist, REVIEW_PAGE_FILE);
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (isReviewPagePath(req.path) && (req.method === 'GET' || req.method === 'HEAD'))
        return void reviewPage(req, res, next);
      next();
    });
    // Text assets brotli- or gzip-encoded as CloudFront serves them (./compression.ts; decisions L8), the rest as they are.
    app.use(compressedStatic(options.webDist, 3600));
    app.use(express.static(options.webDist, { index: false, maxAge: '1h' }));
    app.get(/.*/, compressedIndex(options.webDist));
  } else {
    app.get(/.*/, (_req, res) =>
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build:web` (npm start does it for you).'),
    );
  }

  // Last: the errors of every route above, in the API's envelope.
  app.use(gatewayError);

  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    server,
    stop: async () => {
      await ws.closeAll();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
