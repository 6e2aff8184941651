/**
 * The signed-in caller, from what the API's authorizer verified. Identity always comes from the token,
 * never from the body (BRIEF §5 "Data access").
 *
 * Two shapes of event carry it:
 * - `requestContext.authorizer.lambda`: the Lambda REQUEST authorizer's context (issue 29;
 *   ./request-authorizer.ts), for a Cognito access token (`auth: 'jwt'`, with its claims) or a personal
 *   API key (`auth: 'api_key'`, with the user, key id, scope and, over the rate limit, `retry_after`);
 * - `requestContext.authorizer.jwt.claims`: the JWT authorizer's claims (events recorded before issue 29,
 *   unit tests).
 *
 * Only access tokens identify a caller (issue 10; docs/decisions.md S12): id tokens are refused from the
 * claims, for every route.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { ApiKeyScope } from '../../../../shared/schemas/api-key-limits';

export interface Caller {
  /** Cognito `sub`: the user id everywhere in Greenlight. */
  userId: string;
  /**
   * Epoch seconds the session began (`auth_time`, else `iat`): compared with the user's
   * `tokens_valid_after` to refuse tokens of ended sessions (./session.ts). An API key is no session
   * (decisions P8): `API_KEY_AUTH_TIME`, which no cutoff precedes.
   */
  authTime: number;
  /** Present when the request carries a personal API key instead of a session (issue 29; ./api-key-guard.ts). */
  apiKey?: { id: string; scope: ApiKeyScope; retryAfter?: number };
}

/** An API key's `authTime`: later than any session cutoff, since signing out does not revoke keys (decisions P8). */
export const API_KEY_AUTH_TIME = Number.MAX_SAFE_INTEGER;

/** Epoch seconds from a claim; API Gateway passes every claim as a string. */
function secondsOf(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

/** The caller of a set of claims, or null unless they are an access token's. */
function callerOfClaims(claims: Record<string, unknown> | undefined): Caller | null {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub || claims?.token_use !== 'access') return null;
  const authTime = secondsOf(claims.auth_time) ?? secondsOf(claims.iat);
  return authTime === null ? null : { userId: sub, authTime };
}

/** The caller of an API key's authorizer context, or null when it is incomplete. */
function callerOfKey(context: Record<string, unknown>): Caller | null {
  const { sub, key_id: keyId, scope } = context;
  if (typeof sub !== 'string' || !sub || typeof keyId !== 'string' || (scope !== 'read' && scope !== 'read_write'))
    return null;
  const retryAfter = secondsOf(context.retry_after);
  return {
    userId: sub,
    authTime: API_KEY_AUTH_TIME,
    apiKey: { id: keyId, scope, ...(retryAfter === null ? {} : { retryAfter }) },
  };
}

/** The caller, or null when no access token or key was verified (an id token, or none, on a public route). */
export function callerOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const authorizer = event.requestContext?.authorizer as
    { lambda?: Record<string, unknown>; jwt?: { claims?: Record<string, unknown> } } | undefined;
  const lambda = authorizer?.lambda;
  // A reviewer session is no user (issue 37): it is read by `reviewerSessionOf`, on the reviewer routes only.
  if (lambda?.auth === 'reviewer') return null;
  if (lambda) return lambda.auth === 'api_key' ? callerOfKey(lambda) : callerOfClaims(lambda);
  return callerOfClaims(authorizer?.jwt?.claims);
}

/** A reviewer session the authorizer verified (issue 37; decisions RL3): one reviewer of one card, no user. */
export interface ReviewerSession {
  reviewerId: string;
  cardId: string;
  workspaceId: string;
}

/** The reviewer session of a request, or null when it carries none (a user's token, a key, nothing). */
export function reviewerSessionOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): ReviewerSession | null {
  const lambda = (event.requestContext?.authorizer as { lambda?: Record<string, unknown> } | undefined)?.lambda;
  if (lambda?.auth !== 'reviewer') return null;
  const { reviewer_id: reviewerId, card_id: cardId, workspace_id: workspaceId } = lambda;
  if (typeof reviewerId !== 'string' || typeof cardId !== 'string' || typeof workspaceId !== 'string') return null;
  return { reviewerId, cardId, workspaceId };
}

/** The verified token's claims whichever authorizer sent them (the third-party sign-in reads `username`). */
export function claimsOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Record<string, unknown> {
  const authorizer = event.requestContext?.authorizer as
    { lambda?: Record<string, unknown>; jwt?: { claims?: Record<string, unknown> } } | undefined;
  return authorizer?.lambda ?? authorizer?.jwt?.claims ?? {};
}
