/**
 * A local HTTP server standing in for an AWS endpoint in the unit tests of the functions' AWS calls
 * (functions/src/lib/aws/; decisions I18): it hands each request to the test and answers what the test
 * queued.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An answer; `body` is sent as given (a string) or as JSON. */
export interface QueuedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Start a server on a free port of 127.0.0.1: `record` gets each request, `next` gives its answer
 * (200 with an empty body when it gives none). @returns the endpoint and `close`.
 */
export async function startRecordingServer(test: { record(request: RecordedRequest): void; next(): QueuedAnswer | undefined }, contentType = 'application/json') {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      test.record({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = test.next() ?? { status: 200 };
      response.writeHead(answer.status, { 'content-type': contentType, ...answer.headers });
      response.end(answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** `http://127.0.0.1:<port>` */
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
