/**
 * A local Lambda Invoke API endpoint (`POST /2015-03-31/functions/{name}/invocations`) that runs our
 * handlers in-process: cognito-local calls its triggers through it, as Cognito calls Lambda in AWS.
 * A handler error answers with `X-Amz-Function-Error: Unhandled`, like Lambda.
 */
import { createServer, type Server } from 'node:http';
import { freePort } from './ports';

export type InvokableHandler = (event: unknown, context: unknown) => Promise<unknown>;

export interface LocalLambdaInvoke {
  endpoint: string;
  stop(): Promise<void>;
}

const lambdaContext = (functionName: string) => ({
  functionName,
  awsRequestId: crypto.randomUUID(),
  getRemainingTimeInMillis: () => 30_000,
});

export async function startLambdaInvoke(
  functions: Record<string, () => Promise<InvokableHandler>>,
): Promise<LocalLambdaInvoke> {
  const port = await freePort();
  const server: Server = createServer(async (req, res) => {
    const match = req.url?.match(/^\/2015-03-31\/functions\/([^/]+)\/invocations/);
    const load = match ? functions[decodeURIComponent(match[1])] : undefined;
    if (req.method !== 'POST' || !load) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Function not found' }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const handler = await load();
      const result = await handler(
        JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        lambdaContext(match![1]),
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
    } catch (error) {
      const err = error as Error;
      res
        .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
        .end(JSON.stringify({ errorType: err.name, errorMessage: err.message }));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
