/**
 * Safe retries (issue 40 "Every POST that creates something accepts an `Idempotency-Key` header";
 * decisions IK1–IK6), with Powertools' idempotency utility on the single table.
 *
 * A route marked `idempotent` in the route table (functions/src/routes/route-entry.ts) runs its action
 * through `runIdempotent` when the request carries the header:
 * - the first call with a key saves an INPROGRESS record (a conditional PutItem), does the work and stores
 *   its answer (status, headers, body) for 24 hours (`IDEMPOTENCY_TTL_SECONDS`, the table's TTL attribute);
 * - the same key with the same request (route, path, query and body) answers the stored answer again, with
 *   `Idempotent-Replayed: true`, and changes nothing;
 * - the same key with another request answers 422; a call while the first is still running answers 409;
 * - an answer that fails (4xx or 5xx: an error thrown) is not stored: it changed nothing, so a retry runs again.
 *
 * Records live at `pk = IDEMPOTENCY#<scope>`, `sk = KEY#<md5 of the key>` (docs/data-model.md): the scope is
 * the caller (a user, an API key or a reviewer), so two callers' keys never meet, and one caller's records
 * share a partition rather than every caller's one hot partition.
 */
import type { Context } from 'aws-lambda';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_TTL_SECONDS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
} from '../../../../shared/schemas/idempotency-limits';
import { dynamoClient } from '../../lib/aws/dynamodb';
import { env } from '../../lib/env';
import { TABLE_DEFINITION } from '../../data/table-definition';
import { BadRequestError, ConflictError, HttpError, isUnavailableError } from '../../lib/http/errors';
import type { Caller, ReviewerSession } from '../../lib/auth/caller';

/** The header an answer replayed from a stored record carries (as Stripe's `Idempotent-Replayed`). */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The request's key, or undefined without the header. @throws BadRequestError (400) for an empty key or one over 255 characters. */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const key = headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw new BadRequestError(IDEMPOTENCY_MESSAGES.tooLong, { 'Idempotency-Key': [IDEMPOTENCY_MESSAGES.tooLong] });
  return key;
}

/**
 * Whose keys a request's key is among: an API key's own (`APIKEY#<id>`: a script and its owner's browser never
 * collide), else the user's (`USER#<sub>`), else a reviewer's (`REVIEWER#<id>`); null for a signed-out caller.
 */
export function idempotencyScopeOf(caller: Caller | null, reviewer: ReviewerSession | null): string | null {
  if (caller?.apiKey) return `APIKEY#${caller.apiKey.id}`;
  if (caller) return `USER#${caller.userId}`;
  if (reviewer) return `REVIEWER#${reviewer.reviewerId}`;
  return null;
}

/** What two calls with one key must share to be the same request: the route, its parameters and its body. */
export interface IdempotentRequest {
  route: string;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

type HttpResult = APIGatewayProxyStructuredResultV2;

/** Status 422: the key was used with another request; nothing was changed. */
class KeyReusedError extends HttpError {
  constructor() {
    super(422, IDEMPOTENCY_MESSAGES.changedRequest);
  }
}

/** Status 409 with `Retry-After: 1`: the key's first call still runs; its retry will get the first answer. */
export class IdempotencyInProgressError extends ConflictError {
  readonly retryAfter = 1;
  constructor() {
    super(IDEMPOTENCY_MESSAGES.inProgress);
  }
}

/** Powertools' errors as the API answers them; the action's own errors pass unchanged. */
function answerOf(error: unknown): unknown {
  const name = (error as Error | undefined)?.name;
  if (name === 'IdempotencyValidationError') return new KeyReusedError();
  if (name === 'IdempotencyAlreadyInProgressError') return new IdempotencyInProgressError();
  // A record that could not be read or written: DynamoDB's own error, so a stall answers 503 like any other.
  if (name === 'IdempotencyPersistenceLayerError') {
    const cause = (error as Error).cause;
    if (isUnavailableError(cause)) return cause;
  }
  return error;
}

/** The answer as stored: without the credential in `data[secretField]` (an empty string instead), when the route names one. */
function storable(result: HttpResult, secretField: string | undefined): HttpResult {
  if (!secretField || typeof result.body !== 'string') return result;
  const envelope = JSON.parse(result.body) as { data?: Record<string, unknown> };
  if (!envelope.data || !(secretField in envelope.data)) return result;
  return { ...result, body: JSON.stringify({ ...envelope, data: { ...envelope.data, [secretField]: '' } }) };
}

/**
 * Run `work` once per (scope, key) within 24 hours, and answer its stored result to the retries.
 * @param options.context the Lambda context: an INPROGRESS record left by a function that died expires with it.
 * @param options.secretField a `data` field never stored (a new API key): the first caller gets it, a replay an empty string.
 * @throws the action's own errors (nothing stored); 422 `KeyReusedError` for another request under the key;
 * 409 while the first call runs; DynamoDB's error (503 upstream) when the record cannot be read or written.
 */
export async function runIdempotent(
  scope: string,
  key: string,
  request: IdempotentRequest,
  work: () => Promise<HttpResult>,
  options: { context?: Context; secretField?: string } = {},
): Promise<HttpResult> {
  const { context, secretField } = options;
  // Built per request (no I/O): the partition is the caller's. The client is the shared one (awsClientConfig).
  const persistenceStore = new DynamoDBPersistenceLayer({
    tableName: env.tableName(),
    keyAttr: TABLE_DEFINITION.partitionKey,
    sortKeyAttr: TABLE_DEFINITION.sortKey,
    staticPkValue: `IDEMPOTENCY#${scope}`,
    expiryAttr: TABLE_DEFINITION.ttlAttribute,
    awsSdkV3Client: dynamoClient(),
  });
  const config = new IdempotencyConfig({
    eventKeyJmesPath: 'key',
    payloadValidationJmesPath: 'request',
    throwOnNoIdempotencyKey: true,
    expiresAfterSeconds: IDEMPOTENCY_TTL_SECONDS,
    ...(context?.getRemainingTimeInMillis ? { lambdaContext: context } : {}),
    responseHook: (response) => {
      const result = response as HttpResult & { headers?: Record<string, string> };
      return { ...result, headers: { ...result.headers, [REPLAYED_HEADER]: 'true' } };
    },
  });
  // The first call's own answer, kept whole for its caller while the record stores `storable` of it.
  let fresh: HttpResult | undefined;
  const idempotentWork = makeIdempotent(
    async (_payload: { key: string; request: IdempotentRequest }) => {
      fresh = await work();
      return storable(fresh, secretField);
    },
    { persistenceStore, config, keyPrefix: 'KEY' },
  );
  try {
    const answer = (await idempotentWork({ key, request })) as HttpResult;
    return fresh ?? answer;
  } catch (error) {
    throw answerOf(error);
  }
}
