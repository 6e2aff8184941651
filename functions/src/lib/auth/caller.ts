/**
 * The signed-in caller, from the claims API Gateway's JWT authorizer (or the local gateway) verified.
 * Identity always comes from the token, never from the body (BRIEF §5 "Data access").
 *
 * Only access tokens identify a caller (issue 10; docs/decisions.md S12): API Gateway's JWT authorizer
 * also passes Cognito id tokens whose `aud` is an allowed client, and cannot tell the two apart, so
 * `token_use` is checked here, for every route, from the claims.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

export interface Caller {
  /** Cognito `sub`: the user id everywhere in Greenlight. */
  userId: string;
  /**
   * Epoch seconds the session began (`auth_time`, else `iat`): compared with the user's
   * `tokens_valid_after` to refuse tokens of ended sessions (./session.ts).
   */
  authTime: number;
}

/** Epoch seconds from a claim; API Gateway passes every claim as a string. */
function secondsOf(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(seconds) ? seconds : null;
}

/** The caller, or null when no access token was sent (an id token, or none, on a public route). */
export function callerOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub || claims.token_use !== 'access') return null;
  const authTime = secondsOf(claims.auth_time) ?? secondsOf(claims.iat);
  return authTime === null ? null : { userId: sub, authTime };
}
