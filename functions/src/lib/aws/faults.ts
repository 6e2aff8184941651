/**
 * Fault injection for the local stack (issue 40 "Fault injection in the local stack"): `GREENLIGHT_FAULTS`
 * makes a share of each AWS dependency's calls fail with the error that service sends, or stall, so retries,
 * timeouts and 503s can be tried by hand (`GREENLIGHT_FAULTS=dynamodb=0.05,s3=0.05 npm start`) and measured.
 *
 * Syntax: comma-separated `service=share` (0–1) and `stall=service:milliseconds`, services `dynamodb`, `s3`,
 * `ses`, `sqs`, `cognito`, `websocket`. Example: `dynamodb=0.05,s3=0.05,ses=1,stall=dynamodb:3000`.
 *
 * It acts in the HTTP request handler, inside the SDK's retry loop, as a failing or unresponsive service
 * would: a failed attempt is retried by the SDK like a real one, and a stall longer than the client's request
 * (socket idle) timeout ends in the SDK's `TimeoutError`. Off when the variable is unset. Refused outside the local stack
 * (`STAGE=local`): a deployed function with it set fails at its first AWS call.
 */
import type { HttpRequest, HttpResponse } from '@smithy/core/protocols';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { HttpHandlerOptions } from '@smithy/types';

export const AWS_SERVICES = ['dynamodb', 's3', 'ses', 'sqs', 'cognito', 'websocket'] as const;
export type AwsService = (typeof AWS_SERVICES)[number];

/** What to do to one service's calls. */
export interface ServiceFaults {
  /** Share of calls that fail, 0–1. */
  failShare: number;
  /** Milliseconds every call waits before it is sent (0: none). */
  stallMs: number;
}

/**
 * The error each service answers when it fails on its side: name and HTTP status as the service sends them
 * (the SDK retries 5xx as transient).
 */
const SERVICE_ERRORS: Record<AwsService, { name: string; status: number }> = {
  dynamodb: { name: 'InternalServerError', status: 500 },
  s3: { name: 'InternalError', status: 500 },
  ses: { name: 'InternalFailure', status: 500 },
  sqs: { name: 'InternalError', status: 500 },
  cognito: { name: 'InternalErrorException', status: 500 },
  websocket: { name: 'InternalServerErrorException', status: 500 },
};

/**
 * Parses `GREENLIGHT_FAULTS`.
 * @returns the faults per service (services not named are absent).
 * @throws Error naming the part it cannot read (an unknown service, a share outside 0–1, a bad stall).
 */
export function parseFaults(spec: string): Partial<Record<AwsService, ServiceFaults>> {
  const faults: Partial<Record<AwsService, ServiceFaults>> = {};
  const serviceOf = (name: string): AwsService => {
    if (!(AWS_SERVICES as readonly string[]).includes(name))
      throw new Error(`GREENLIGHT_FAULTS: unknown service "${name}" (one of ${AWS_SERVICES.join(', ')})`);
    return name as AwsService;
  };
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key, value = ''] = part.split('=');
    if (key === 'stall') {
      const [name, ms] = value.split(':');
      const stallMs = Number(ms);
      if (!Number.isFinite(stallMs) || stallMs < 0) throw new Error(`GREENLIGHT_FAULTS: bad stall "${part}"`);
      const service = serviceOf(name);
      faults[service] = { failShare: faults[service]?.failShare ?? 0, stallMs };
    } else {
      const share = Number(value);
      if (!(share >= 0 && share <= 1)) throw new Error(`GREENLIGHT_FAULTS: share of "${key}" must be 0–1`);
      const service = serviceOf(key);
      faults[service] = { failShare: share, stallMs: faults[service]?.stallMs ?? 0 };
    }
  }
  return faults;
}

/** The last `GREENLIGHT_FAULTS` read, parsed (it is read at each AWS request). */
let parsed: { spec: string; faults: Partial<Record<AwsService, ServiceFaults>> } | undefined;

/**
 * The faults for `service` from the environment, or undefined when there are none.
 * @throws Error when `GREENLIGHT_FAULTS` is set outside the local stack.
 */
export function faultsFor(service: AwsService): ServiceFaults | undefined {
  const spec = process.env.GREENLIGHT_FAULTS;
  if (!spec) return undefined;
  if (process.env.STAGE !== 'local') throw new Error('GREENLIGHT_FAULTS is for the local stack only');
  if (parsed?.spec !== spec) parsed = { spec, faults: parseFaults(spec) };
  return parsed.faults[service];
}

/** The SDK-shaped error a failing `service` answers with. */
export function serviceError(service: AwsService): Error {
  const { name, status } = SERVICE_ERRORS[service];
  return Object.assign(new Error(`Injected fault (GREENLIGHT_FAULTS): ${service} failed`), {
    name,
    $fault: 'server' as const,
    $metadata: { httpStatusCode: status, attempts: 1 },
  });
}

/**
 * The SDK's Node.js HTTP handler with `faults` happening to its requests. A stall is cut at the handler's
 * socket timeout with the SDK's own `TimeoutError` name, as an unresponsive service's socket would be.
 */
export class FaultyHttpHandler extends NodeHttpHandler {
  /**
   * `faults` is fixed, or a function read at each request (awsClientConfig passes one: a bench or `PUT /_local/faults`
   * may change the faults while the stack runs; decisions FT4, MO4), where undefined means no fault.
   */
  constructor(
    private readonly settings: { connectionTimeout: number; socketTimeout: number },
    private readonly service: AwsService,
    private readonly faults: ServiceFaults | (() => ServiceFaults | undefined),
    private readonly random: () => number = Math.random,
  ) {
    super(settings);
  }

  override async handle(request: HttpRequest, options?: HttpHandlerOptions): Promise<{ response: HttpResponse }> {
    const { stallMs, failShare } = (typeof this.faults === 'function' ? this.faults() : this.faults) ?? NO_FAULTS;
    if (stallMs >= this.settings.socketTimeout) {
      await sleep(this.settings.socketTimeout);
      throw Object.assign(new Error(`Request timed out after ${this.settings.socketTimeout} ms (injected stall)`), {
        name: 'TimeoutError',
      });
    }
    if (stallMs > 0) await sleep(stallMs);
    if (this.random() < failShare) throw serviceError(this.service);
    return super.handle(request, options);
  }
}

const NO_FAULTS: ServiceFaults = { failShare: 0, stallMs: 0 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
