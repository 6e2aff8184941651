/**
 * A real HTTP receiver for the webhook tests and bench (issue 29 "Tests: with a real HTTP receiver on
 * localhost"): a node:http server on 127.0.0.1 that records every request (headers and raw body) and
 * answers what `respond` says for the n-th request (1-based). Not a test file itself.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { api, type SignedInUser } from '../support/api';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Requests whose body is an event of `type`. */
  events(type?: string): Array<{
    event: Record<string, unknown> & { id: string; type: string; data: { object: Record<string, unknown> } };
    request: ReceivedRequest;
  }>;
  stop(): Promise<void>;
}

/** Start a receiver; `respond(n)` gives the status of the n-th request (default 200), `null` never answers. */
export async function startReceiver(
  respond: (n: number) => number | null = () => 200,
  path = '/hook',
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() });
      const status = respond(requests.length);
      if (status === null) return;
      response.writeHead(status, {
        'content-type': 'text/plain',
        ...(status >= 300 && status < 400 ? { location: 'https://example.com/elsewhere' } : {}),
      });
      response.end(`answer ${requests.length}: ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}${path}`,
    requests,
    events: (type) =>
      requests
        .map((request) => ({ event: JSON.parse(request.body), request }))
        .filter(({ event }) => !type || event.type === type),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const endpointsPath = (organizationId: string) => `/api/v1/organizations/${organizationId}/webhook_endpoints`;

/** Create an endpoint through the API. @returns its id and secret. */
export async function createEndpoint(
  user: SignedInUser,
  organizationId: string,
  url: string,
  eventTypes: string[],
): Promise<{ id: string; secret: string }> {
  const res = await api<{ webhook_endpoint: { id: string }; secret: string }>('POST', endpointsPath(organizationId), {
    token: user.token,
    body: { url, event_types: eventTypes },
  });
  if (res.status !== 201) throw new Error(`Endpoint not created: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.webhook_endpoint.id, secret: res.body.data.secret };
}
