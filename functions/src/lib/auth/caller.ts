/**
 * The signed-in caller, from the claims API Gateway's JWT authorizer (or the local gateway) verified.
 * Identity always comes from the token, never from the body (BRIEF §5 "Data access").
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

export interface Caller {
  /** Cognito `sub`: the user id everywhere in Greenlight. */
  userId: string;
}

/** The caller, or null when the route is public and no token was sent. */
export function callerOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const sub = event.requestContext?.authorizer?.jwt?.claims?.sub;
  return typeof sub === 'string' && sub ? { userId: sub } : null;
}
