/**
 * The HTTP API's Lambda REQUEST authorizer (issue 29 "Personal API keys"; decisions P5–P7, P10): it
 * replaces the Cognito JWT authorizer, since an HTTP API route takes one authorizer and keys must work on
 * every route a session token does. It answers with a simple response (payload 2.0):
 * `{isAuthorized: true, context}`, the context that ../../lib/auth/caller.ts reads; or throws
 * `Unauthorized`, which API Gateway answers 401 `{"message":"Unauthorized"}` as the JWT authorizer did
 * (decisions A6). Results are never cached (a revoked key stops at once; infra/lib/constructs/api.ts).
 * The same check runs in the local gateway (infra/local/jwt-authorizer.ts).
 */
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { authorizeRequest, type AuthorizerContext } from '../../services/access/request-authorizer';

export interface SimpleAuthorizerResult {
  isAuthorized: boolean;
  context?: AuthorizerContext;
}

/** The request's headers with lower-case names (API Gateway sends them so; tests may not). */
function headersOf(event: Pick<APIGatewayRequestAuthorizerEventV2, 'headers'>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
}

/** @throws Error('Unauthorized') for a request API Gateway must answer 401. */
export async function handler(
  event: Pick<APIGatewayRequestAuthorizerEventV2, 'headers'>,
): Promise<SimpleAuthorizerResult> {
  const context = await authorizeRequest(headersOf(event));
  if (!context) throw new Error('Unauthorized');
  return { isAuthorized: true, context };
}
