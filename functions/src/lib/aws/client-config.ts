/**
 * The settings every AWS SDK client of Greenlight is made with (issue 40 "Every AWS SDK client has connection
 * and request timeouts and a retry budget that fits inside the function's timeout"; decisions DR1):
 * - a connection timeout of 1 s and a request (socket idle) timeout of 1.8 s: a stalled service fails an attempt
 *   instead of holding the request until API Gateway's 30 s;
 * - 3 attempts in the SDK's standard retry mode (exponential backoff with jitter, base 100 ms), so a call
 *   gives up after about 5.7 s at worst: inside every HTTP function's 10 s, and under issue 40's 6 s with a
 *   5 s stall. What is still failing then answers 503 with Retry-After (functions/src/handlers/domain-handler.ts).
 * The idle timeout only cuts a silent socket: a long upload or download that keeps sending is not cut.
 * `GREENLIGHT_FAULTS` (./faults.ts) wraps the handler on the local stack when it is set as the client is made;
 * it is then read again at each request, so a bench or `PUT /_local/faults` can change the faults while the stack
 * runs (decisions FT4, MO4). The local stack also sets
 * `AWS_REQUEST_TIMEOUT_MS` to 10 s (unless faults are injected): DynamoDB Local on a busy laptop or CI runner
 * can be silent for longer than DynamoDB ever is, and a healthy call cut there would fail tests, not users.
 */
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { FaultyHttpHandler, faultsFor, type AwsService } from './faults';

/** Milliseconds to open a connection. */
export const CONNECTION_TIMEOUT_MS = 1000;
/** Milliseconds a request's socket may stay silent. */
export const REQUEST_TIMEOUT_MS = 1800;
/** Attempts per call, the first included. */
export const MAX_ATTEMPTS = 3;

/** The client configuration for `service`: timeouts, retries, and the local stack's injected faults. */
export function awsClientConfig(service: AwsService) {
  const settings = {
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // The socket's idle timeout, which fails the attempt with the SDK's TimeoutError. Not `requestTimeout`:
    // in this SDK it only logs a warning when it passes (unless told to throw), and it counts the whole
    // request, so it would cut a long upload that keeps sending (decisions FT6).
    socketTimeout: Number(process.env.AWS_REQUEST_TIMEOUT_MS) || REQUEST_TIMEOUT_MS,
  };
  // Refused outside the local stack when set. On the local stack every client can inject faults, read again
  // at each request: a bench or `PUT /_local/faults` may change them while it runs (FT4, MO4).
  faultsFor(service);
  const injecting = process.env.STAGE === 'local';
  return {
    maxAttempts: MAX_ATTEMPTS,
    retryMode: 'standard' as const,
    requestHandler: injecting
      ? new FaultyHttpHandler(settings, service, () => faultsFor(service))
      : new NodeHttpHandler(settings),
  };
}
