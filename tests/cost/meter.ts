/**
 * Meters what the local stack's handlers use, as AWS would bill it (issue 39 "A cost model, measured"),
 * in the process that runs the stack (`npm run cost` starts it in-process):
 * - DynamoDB read and write request units from `ConsumedCapacity` on every call (the data layer's client asks
 *   for it: `reportConsumedCapacity`). DynamoDB Local reports a transaction's items at the standard rate; AWS
 *   bills them twice over, so Transact* units are doubled here;
 * - Lambda invocations and billed GB-seconds (whole milliseconds × the function's configured memory,
 *   infra/lib/function-memory.ts) from the local stack's invocation hook (infra/local/metering.ts);
 * - HTTP API requests (the gateway's invocations of HTTP functions), WebSocket messages (each `$default`
 *   frame in and each `@connections` post out);
 * - S3, SES and SQS requests, from Node's `http.client.request.start` diagnostics channel, by endpoint.
 * Browser-side traffic (presigned uploads, image downloads, CloudFront bytes) is added by the replay, which knows it.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { onDynamoResult, reportConsumedCapacity } from '../../functions/src/lib/aws/dynamodb';
import { memoryOf } from '../../infra/lib/function-memory';
import { currentInvocation, onInvocation } from '../../infra/local/metering';
import { addUsage, dollars, emptyUsage, gbSeconds, type Usage } from './prices';

/** Usage, plus the counts the replay checks the meter against. */
export interface Metered extends Usage {
  dynamodbRequests: number;
  /** Lambda invocations per function name. */
  invocations: Record<string, number>;
  /** DynamoDB request units per route or trigger the calls ran in (`GET /api/v1/…`, `stream`, `schedule`…). */
  dynamodbByRoute: Record<string, { readUnits: number; writeUnits: number; requests: number }>;
}

const READS = /^(Get|Query|Scan|BatchGet|TransactGet)/;

/** Capacity units in one DynamoDB answer (`ConsumedCapacity` is one object, or a list for batches and transactions). */
function capacityUnits(output: Readonly<Record<string, unknown>>): number {
  const consumed = output.ConsumedCapacity as
    { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> | undefined;
  return [consumed ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
}

/** The host:port of an endpoint URL from the environment, or undefined when unset. */
const hostOf = (url: string | undefined) => (url ? new URL(url).host : undefined);

/**
 * Starts metering; `stop()` ends it and answers what was used meanwhile. One meter at a time: the capacity
 * reporting it turns on is process-wide.
 */
export function startMeter(): { stop(): Metered } {
  const used: Metered = { ...emptyUsage(), dynamodbRequests: 0, invocations: {}, dynamodbByRoute: {} };
  reportConsumedCapacity(true);
  const stopDynamo = onDynamoResult((command, _input, output) => {
    used.dynamodbRequests += 1;
    const units = capacityUnits(output) * (command.startsWith('Transact') ? 2 : 1);
    const route = currentInvocation()?.route ?? 'outside a function';
    const byRoute = (used.dynamodbByRoute[route] ??= { readUnits: 0, writeUnits: 0, requests: 0 });
    byRoute.requests += 1;
    if (READS.test(command)) {
      used.dynamodbReadUnits += units;
      byRoute.readUnits += units;
    } else {
      used.dynamodbWriteUnits += units;
      byRoute.writeUnits += units;
    }
  });
  const stopInvocations = onInvocation(({ fn, route, ms }) => {
    used.lambdaRequests += 1;
    used.lambdaGbSeconds += gbSeconds(ms, memoryOf(fn));
    used.invocations[fn] = (used.invocations[fn] ?? 0) + 1;
    if (/^(GET|POST|PUT|PATCH|DELETE) \//.test(route)) used.httpApiRequests += 1;
    if (route === '$default') used.websocketMessages += 1;
  });
  const s3 = hostOf(process.env.AWS_ENDPOINT_URL_S3);
  const ses = hostOf(process.env.AWS_ENDPOINT_URL_SESV2);
  const sqs = hostOf(process.env.AWS_ENDPOINT_URL_SQS);
  const websocket = hostOf(process.env.WEBSOCKET_MANAGEMENT_URL);
  const onRequest = (message: unknown) => {
    const request = (message as { request: ClientRequest }).request;
    const host = String(request.getHeader('host') ?? request.host);
    if (host === s3) {
      // LIST is priced as a write; GET and HEAD of an object as reads.
      const isRead = (request.method === 'GET' || request.method === 'HEAD') && !request.path.includes('list-type');
      if (isRead) used.s3Reads += 1;
      else used.s3Writes += 1;
    } else if (host === ses && request.path.includes('/outbound-emails')) used.sesMessages += 1;
    else if (host === sqs) used.sqsRequests += 1;
    else if (host === websocket && request.path.startsWith('/@connections/') && request.method === 'POST')
      used.websocketMessages += 1;
  };
  subscribe('http.client.request.start', onRequest);
  return {
    stop() {
      stopDynamo();
      stopInvocations();
      unsubscribe('http.client.request.start', onRequest);
      reportConsumedCapacity(false);
      return used;
    },
  };
}

/**
 * Dollars per action for `runs` runs metered into `used`, with the browser's side of each run: `bytes`
 * answered (carried by CloudFront, one CloudFront request per HTTP API request). Used by the bench lines
 * that time an action (issue 39 "Add the cost per action to the bench lines"); S3 traffic the browser
 * makes itself (uploads, image downloads) is not in it: the replay (`npm run cost`) adds that.
 */
export function dollarsPerAction(used: Metered, runs: number, bytesPerRun: number): number {
  const total: Usage = { ...used, cloudFrontBytes: bytesPerRun * runs, cloudFrontRequests: used.httpApiRequests };
  return dollars(addUsage(emptyUsage(), total, 1 / Math.max(runs, 1)));
}
