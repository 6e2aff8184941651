/**
 * The HTTP Lambda of one domain (BRIEF §1 "Lambda size", §5 "Handlers").
 *
 * `domainHandler(domain, routes, actions)` maps every entry of the domain's routes (routes/domains/)
 * to its action, routing by
 * the API Gateway HTTP API `routeKey` (the local gateway sets it exactly as AWS does). Each request:
 * parse the JSON body (an object, or 400), identify the caller from the verified JWT claims, refuse ids
 * that are not of a form we issue (./validate-ids.ts, 404), enforce the route's policy (a reviewer route:
 * the reviewer session's, ../auth/authorize-reviewer.ts) (with, on a
 * route that changes a card, the recycle-bin guard: routes/binned-cards.ts, 409), run the action, and
 * wrap the result in `{status:'ok', data}` with the route's success status (`RouteEntry.status`: 201 for
 * creations; 204 answers no body). On a route marked `idempotent`, an `Idempotency-Key` header makes a retry
 * answer the first answer again (issue 40; ../services/idempotency/run-idempotent.ts). One error middleware formats every
 * failure as `{status:'error'|'authentication_failure', message, errors?}` with its HTTP status.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { successStatusOf, type Domain, type RouteEntry } from '../routes/route-entry';
import { cardIdOf, cardWriteOf } from '../routes/binned-cards';
import { isUuid } from '../lib/ids/uuid';
import { runAsActor } from '../lib/actor-context';
import { authorize, type Access } from '../services/access/authorize';
import { callerOf, reviewerSessionOf, type Caller } from '../lib/auth/caller';
import { authorizeReviewer } from '../services/access/authorize-reviewer';
import { requestNow } from '../lib/clock';
import { ApiKeyRateLimitError, assertApiKeyAllowed } from '../lib/auth/api-key-guard';
import { logger, metrics } from '../lib/observability';
import {
  AuthenticationError,
  ConflictError,
  BadRequestError,
  BUSY_MESSAGE,
  HttpError,
  isUnavailableError,
  NotFoundError,
} from '../lib/http/errors';
import { assertWellFormedIds } from '../lib/http/validate-ids';
import { requestLanguage, translateErrorMessage } from '../lib/i18n/messages';
import type { Language } from '../../../shared/i18n/languages';
import {
  IdempotencyInProgressError,
  idempotencyKeyOf,
  idempotencyScopeOf,
  runIdempotent,
} from '../services/idempotency/run-idempotent';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** What an action receives. `caller` is non-null on every non-public route. */
export interface ApiRequest {
  event: HttpEvent;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  headers: Record<string, string | undefined>;
  body: unknown;
  caller: Caller | null;
  access: Access;
  /** What the route's prefetch started before authorization (`Prefetch`), if it has one; undefined otherwise. */
  prefetched?: unknown;
}

/**
 * Reads a workspace route may start before its authorizing Query, from the signed-in caller and the
 * request's well-formed ids alone, so the two run at once (issue 39: the whole board's stage reads; decisions
 * BD4). Its result reaches the action as `prefetched`, which must use only what `access` then allows; a read
 * the action does not use must not fail the request (catch it). Nothing is started for a refused caller.
 */
export type Prefetch = (request: {
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  caller: Caller;
}) => unknown;

/**
 * What an action returns: the `data` of the envelope. The HTTP status is the route's (`RouteEntry.status`:
 * 201 for a creation, 204 for nothing, else 200), never the action's, so the OpenAPI document that
 * declares it and the behaviour cannot drift (issue 25).
 */
export interface ActionResult {
  data: unknown;
  /**
   * A body that is not the JSON envelope (the iCal feed's `text/calendar`, issue 28): sent as is with its
   * content type and the route's success status. Errors still answer the envelope.
   */
  text?: { contentType: string; body: string };
}

export type Action = (request: ApiRequest) => Promise<ActionResult>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function respond(statusCode: number, payload: unknown): HttpResult {
  return { statusCode, headers: JSON_HEADERS, body: JSON.stringify(payload) };
}

/** Every body the API takes is a JSON object (spec §7); `null`, arrays and bare values are refused (issue 10). */
export const BODY_MESSAGES = {
  notJson: 'The request body is not valid JSON',
  notObject: 'The request body must be a JSON object',
} as const;

function parseBody(event: HttpEvent): Record<string, unknown> {
  if (!event.body) return {};
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError(BODY_MESSAGES.notJson);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequestError(BODY_MESSAGES.notObject);
  return body as Record<string, unknown>;
}

/** An exposed error's message in `language`: by its key when it has one (decisions MV1), else by its English text. */
function localizedMessage(error: HttpError, language: Language): Promise<string> {
  return translateErrorMessage(error.message, language, error.messageKeys.get(error.message));
}

/** Its field messages in `language`; one equal to the error's own message is translated as it was. */
async function localizedFieldErrors(
  error: HttpError,
  message: string,
  language: Language,
): Promise<Record<string, string[]>> {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(error.errors ?? {}).map(async ([field, messages]) => [
        field,
        await Promise.all(
          messages.map((text) =>
            text === error.message ? message : translateErrorMessage(text, language, error.messageKeys.get(text)),
          ),
        ),
      ]),
    ),
  );
}

/** Formats every error into the envelope; registered first so its onError runs after all others. */
const errorEnvelope = (): middy.MiddlewareObj<HttpEvent, HttpResult> => ({
  onError: async (request) => {
    const error = request.error;
    // Messages in the language of the request's Accept-Language (issue 41; decisions LN8).
    const language = requestLanguage(request.event.headers);
    if (error instanceof HttpError && error.expose) {
      const status = error instanceof AuthenticationError ? 'authentication_failure' : 'error';
      if (error.statusCode >= 500) logger.error('Request failed', { error });
      else logger.info('Request refused', { statusCode: error.statusCode, reason: error.message });
      const message = await localizedMessage(error, language);
      const errors = error.errors && (await localizedFieldErrors(error, message, language));
      const reason = error instanceof ConflictError ? error.reason : undefined;
      request.response = respond(error.statusCode, {
        status,
        message,
        ...(errors ? { errors } : {}),
        ...(reason ? { reason } : {}),
      });
      // A key over its rate limit is told when to come back (issue 29), as is a retry whose
      // Idempotency-Key's first call still runs (issue 40).
      if (error instanceof ApiKeyRateLimitError || error instanceof IdempotencyInProgressError)
        request.response.headers = { ...JSON_HEADERS, 'retry-after': String(error.retryAfter) };
      return;
    }
    if (isUnavailableError(error)) {
      logger.warn('AWS unavailable after retries', { error: error as Error });
      metrics.addMetric('ThrottledRequests', MetricUnit.Count, 1);
      request.response = {
        ...respond(503, { status: 'error', message: await translateErrorMessage(BUSY_MESSAGE, language) }),
        headers: { ...JSON_HEADERS, 'retry-after': '1' },
      };
      return;
    }
    logger.error('Unhandled error', { error: error as Error });
    metrics.addMetric('UnhandledErrors', MetricUnit.Count, 1);
    request.response = respond(500, {
      status: 'error',
      message: await translateErrorMessage('Something went wrong on our side. Please try again.', language),
    });
  },
});

/**
 * Build the Lambda handler of `domain`.
 * @throws Error at cold start when an action is missing for a route of the domain, or present for none.
 */
export function domainHandler(
  domain: Domain,
  domainRoutes: readonly RouteEntry[],
  actions: Record<string, Action>,
  prefetches: Record<string, Prefetch> = {},
) {
  const routes = new Map(domainRoutes.map((route) => [`${route.method} ${route.path}`, route]));
  for (const route of domainRoutes)
    if (route.domain !== domain)
      throw new Error(`Route ${route.method} ${route.path} belongs to ${route.domain}, not ${domain}`);
  for (const key of routes.keys())
    if (!actions[key]) throw new Error(`Domain ${domain} has no action for route ${key}`);
  for (const key of Object.keys(actions))
    if (!routes.has(key)) throw new Error(`Action ${key} of ${domain} is not in the route table`);
  for (const key of Object.keys(prefetches))
    if (routes.get(key)?.policy.kind !== 'workspace')
      throw new Error(`Prefetch ${key} of ${domain} is not a workspace route of the domain`);
  const cardWrites = new Map(domainRoutes.map((route) => [`${route.method} ${route.path}`, cardWriteOf(route)]));

  const lambdaHandler = async (event: HttpEvent, context?: Context): Promise<HttpResult> => {
    const route = routes.get(event.routeKey);
    metrics.addMetric('Requests', MetricUnit.Count, 1);
    if (!route) throw new NotFoundError('Route does not exist');
    const body = parseBody(event);
    const params = event.pathParameters ?? {};
    const query = event.queryStringParameters ?? {};
    const headers = event.headers ?? {};
    const caller = callerOf(event);
    // A personal API key's limits (rate, account routes, read-only), before any read (issue 29).
    assertApiKeyAllowed(caller, route);
    // After authentication (a signed-out caller gets 401 whatever the ids), before any read.
    if (caller || route.policy.kind === 'public') assertWellFormedIds({ params, query, headers, body });
    // A malformed key is refused before anything is read or written (issue 40).
    const idempotencyKey = route.idempotent ? idempotencyKeyOf(headers) : undefined;
    // The card the route changes, when it names one of a form we issue (a query id is not checked above).
    const cardId = cardIdOf(cardWrites.get(event.routeKey) ?? null, { params, query });
    const writtenCardId = cardId && isUuid(cardId) ? cardId : undefined;
    // Started beside the authorizing read; the action uses only what `access` allows (Prefetch).
    const prefetch = caller ? prefetches[event.routeKey] : undefined;
    const prefetched = caller && prefetch ? prefetch({ params, query, caller }) : undefined;
    // A reviewer route takes only a reviewer session, scoped to its card (issue 37); every other route a user's.
    const access =
      route.policy.kind === 'reviewer'
        ? await authorizeReviewer(reviewerSessionOf(event), requestNow(headers))
        : await authorize(route.policy, caller, {
            path: route.path,
            pathParameters: params,
            query,
            body,
            headers,
            writtenCardId,
          });
    const work = async (): Promise<HttpResult> => {
      // The caller is the actor of every item the action writes (webhook payloads' `actor`, issue 35).
      const result = await runAsActor(caller?.userId, () =>
        actions[event.routeKey]({ event, params, query, headers, body, caller, access, prefetched }),
      );
      return answerOf(route, result);
    };
    // After authorization, so a replay is answered only to a caller who may still call the route.
    const scope = idempotencyKey && idempotencyScopeOf(caller, reviewerSessionOf(event));
    if (!idempotencyKey || !scope) return work();
    return runIdempotent(scope, idempotencyKey, { route: event.routeKey, params, query, body }, work, {
      context,
      secretField: route.secretField,
    });
  };

  return middy<HttpEvent, HttpResult>()
    .use(errorEnvelope())
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics, { captureColdStartMetric: true }))
    .handler(lambdaHandler);
}

/** A successful action's answer: the envelope (or its text) with the route's success status. */
function answerOf(route: RouteEntry, result: ActionResult): HttpResult {
  const status = successStatusOf(route);
  if (status === 204) return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
  if (result.text)
    return {
      statusCode: status,
      headers: { 'content-type': result.text.contentType, 'cache-control': 'no-store' },
      body: result.text.body,
    };
  return respond(status, { status: 'ok', data: result.data });
}

/** Success helper: `{data}`; the status comes from the route entry (201 for creations). */
export function ok(data: unknown): ActionResult {
  return { data };
}

/** Success helper for a body that is not JSON (issue 28: the iCal feed), e.g. `text/calendar; charset=utf-8`. */
export function okText(contentType: string, body: string): ActionResult {
  return { data: null, text: { contentType, body } };
}
