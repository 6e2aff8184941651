/**
 * One signed request to an AWS service API, the transport of our lean AWS clients (DynamoDB, S3,
 * Cognito, SES, the WebSocket management API): `fetch`, signed with SigV4 by aws4fetch, with the AWS
 * SDK's standard retries and its error names (issue 11 "Lambda size and cold start"; decisions I18).
 *
 * - Credentials: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, which Lambda sets for
 *   the function's role (the first link of the SDK's chain, decisions I11), read on each request.
 * - Endpoints: AWS_ENDPOINT_URL_<SERVICE> (the local stack's emulators), else the region's.
 * - Retries, as the SDK's standard mode: 3 attempts with jittered exponential backoff, for throttling,
 *   5xx answers and failed connections. Other errors throw at once.
 * @throws AwsServiceError named after the service's error type (`ConditionalCheckFailedException`,
 *   `UserNotFoundException`, `GoneException`…) with the answer's fields, as the SDK's errors are.
 */
import { AwsClient } from 'aws4fetch';
import { xmlText } from './xml';

/** A service's JSON answer. */
export type Payload = Record<string, unknown>;

/** Attempts per request, and the first backoff's ceiling in ms (doubled each retry). */
const MAX_ATTEMPTS = 3;
const BASE_BACKOFF_MS = 50;

/** Error types that may succeed later (the SDK's throttling and transient lists, as these services use them). */
const RETRYABLE_ERRORS = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'TooManyRequestsException',
  'InternalServerError',
  'ServiceUnavailable',
]);

/** An AWS error answer, shaped like the SDK's: `name`, `message`, `$metadata` and the answer's fields. */
export class AwsServiceError extends Error {
  readonly $metadata: { httpStatusCode: number };
  readonly CancellationReasons?: unknown[];

  constructor(name: string, message: string, status: number, fields: Payload) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
  }
}

/** What to send: the signing name of the service (`dynamodb`, `cognito-idp`, `ses`, `execute-api`), the URL and the request. */
export interface SignedRequest {
  readonly service: string;
  readonly url: string;
  readonly method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  readonly headers?: Record<string, string>;
  readonly body?: string | Uint8Array;
  readonly signal?: AbortSignal;
  /** False for the operations a service takes without credentials (Cognito's InitiateAuth, SignUp), sent unsigned as the SDK sends them. */
  readonly signed?: boolean;
}

/** The region the function runs in. @throws Error when AWS_REGION is unset. */
export function awsRegion(): string {
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION;
  if (!region) throw new Error('AWS_REGION is not set.');
  return region;
}

/** `AWS_ENDPOINT_URL_<variable>` when set (the local stack), else `https://<host>`. */
export function serviceEndpoint(variable: string, host: string): string {
  return process.env[`AWS_ENDPOINT_URL_${variable}`] ?? `https://${host}`;
}

/** Signing clients per service for the current credentials; rebuilt only when they change. */
const signers = new Map<string, { key: string; client: AwsClient }>();

/** The credentials Lambda gives the function. @throws Error when they are missing. */
export function awsCredentials(): { accessKeyId: string; secretAccessKey: string; sessionToken?: string } {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) throw new Error('AWS credentials are missing: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.');
  return { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined };
}

function signingClient(service: string): AwsClient {
  const { accessKeyId, secretAccessKey, sessionToken } = awsCredentials();
  const region = awsRegion();
  const key = `${accessKeyId}\n${secretAccessKey}\n${sessionToken ?? ''}\n${region}`;
  const cached = signers.get(service);
  if (cached?.key === key) return cached.client;
  const client = new AwsClient({ accessKeyId, secretAccessKey, sessionToken, service, region, retries: 0 });
  signers.set(service, { key, client });
  return client;
}

/** Names the SDK gives an error answer without a body (S3's HEAD). */
const BODILESS_ERRORS: Record<number, string> = { 400: 'BadRequest', 403: 'Forbidden', 404: 'NotFound' };

/**
 * The error of a non-2xx answer, named as the SDK names it: from the `x-amzn-errortype` header (REST
 * APIs: `Name:http://…`), the body's `__type` (JSON APIs: `com.amazonaws.dynamodb.v20120810#Name`) or
 * `<Code>` (S3's XML); without any, by status (S3's HEAD: `NotFound`, `Forbidden`).
 */
export function serviceError(status: number, headers: Headers, body: string): AwsServiceError {
  if (body.trimStart().startsWith('<')) {
    const code = xmlText(body, 'Code');
    return new AwsServiceError(code || `HTTP${status}`, xmlText(body, 'Message') ?? `S3 answered HTTP ${status}`, status, {});
  }
  let payload: Payload = {};
  try {
    payload = JSON.parse(body) as Payload;
  } catch {
    // A proxy's HTML or an empty body: the header or the status names it.
  }
  const { __type: type, message, Message, ...fields } = payload;
  const named = headers.get('x-amzn-errortype')?.split(':')[0] || String(type ?? '').split('#').pop();
  const name = named || BODILESS_ERRORS[status] || `HTTP${status}`;
  return new AwsServiceError(name, String(message ?? Message ?? `${name}: the service answered HTTP ${status}`), status, fields);
}

const isRetryable = (error: unknown) =>
  error instanceof AwsServiceError
    ? RETRYABLE_ERRORS.has(error.name) || error.$metadata.httpStatusCode >= 500 || error.$metadata.httpStatusCode === 429
    : !(error instanceof Error && error.name === 'AbortError');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Send `request`, signed, retrying what may pass later. @returns the 2xx answer, its body unread
 * (a retried request's body must be a string or bytes, not a stream).
 * @throws AwsServiceError for an error answer; Error when credentials or the region are missing.
 */
export async function signedResponse(request: SignedRequest): Promise<Response> {
  const client = request.signed === false ? null : signingClient(request.service);
  // Node's fetch sends bytes as they are; the DOM typing of BodyInit does not list Uint8Array.
  const init = { method: request.method, headers: request.headers, body: request.body as RequestInit['body'], signal: request.signal };
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(client ? await client.sign(request.url, init) : new Request(request.url, init));
      if (!response.ok) throw serviceError(response.status, response.headers, await response.text());
      return response;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await sleep(Math.random() * BASE_BACKOFF_MS * 2 ** (attempt - 1));
    }
  }
}

/** `signedResponse`, read as text. */
export async function signedFetch(request: SignedRequest): Promise<string> {
  return (await signedResponse(request)).text();
}

/**
 * A presigned GET URL for `url` (S3 objects), valid `expiresInSeconds` from now, signed with the
 * function's credentials (SigV4 query signing, as the SDK's `getSignedUrl`).
 */
export async function presignedGetUrl(service: string, url: string, expiresInSeconds: number): Promise<string> {
  const target = new URL(url);
  target.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
  return (await signingClient(service).sign(target.toString(), { method: 'GET', aws: { signQuery: true } })).url;
}

/**
 * One operation of an AWS JSON-protocol API (DynamoDB, Cognito): POST of the input to the endpoint with
 * `x-amz-target: <targetPrefix>.<operation>`. @returns the parsed answer (`{}` when empty).
 */
export async function callJsonApi(
  api: { service: string; url: string; targetPrefix: string; jsonVersion: '1.0' | '1.1' },
  operation: string,
  input: object,
  options: { signal?: AbortSignal; signed?: boolean } = {},
): Promise<Payload> {
  const text = await signedFetch({
    service: api.service,
    url: api.url,
    method: 'POST',
    headers: { 'content-type': `application/x-amz-json-${api.jsonVersion}`, 'x-amz-target': `${api.targetPrefix}.${operation}` },
    body: JSON.stringify(input),
    signal: options.signal,
    signed: options.signed,
  });
  return (text ? JSON.parse(text) : {}) as Payload;
}
