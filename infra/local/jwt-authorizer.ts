/**
 * The local stand-in for the HTTP API's Lambda REQUEST authorizer (issue 29; decisions P10): it runs the
 * deployed authorizer's own handler (functions/src/handlers/http/authorizer.ts), so a Cognito access token
 * is verified as in AWS (signature against the local pool's JWKS, issuer, expiry, `token_use` and client
 * id; id tokens are refused, decisions S12) and a personal API key is looked up by its hash, counted
 * against its rate limit and refused when revoked or expired, by the same code. The handlers then read the
 * context from `requestContext.authorizer.lambda`, as in AWS.
 */
import { metered } from './metering';
import { AUTHORIZER_FUNCTION } from '../../functions/src/catalogue';
import type { AuthorizerContext } from '../../functions/src/services/access/request-authorizer';

export type Claims = Record<string, string | number | boolean | string[]>;
export type { AuthorizerContext };

/** The authorizer Lambda's handler: a simple response, or a thrown `Unauthorized`. */
export type AuthorizerHandler = (event: {
  headers: Record<string, string | undefined>;
}) => Promise<{ isAuthorized: boolean; context?: AuthorizerContext }>;

/**
 * @param loadHandler imports the authorizer Lambda's handler (once, on first use).
 * @returns for a request's headers, the context API Gateway would hand on, or null where it answers 401.
 */
export function createRequestAuthorizer(loadHandler: () => Promise<AuthorizerHandler>) {
  let handler: Promise<AuthorizerHandler> | undefined;
  return async function authorize(headers: Record<string, string | undefined>): Promise<AuthorizerContext | null> {
    // API Gateway answers 401 without calling the authorizer when the identity source is missing.
    if (!headers.authorization) return null;
    handler ??= loadHandler();
    try {
      const authorizer = await handler;
      const result = await metered(AUTHORIZER_FUNCTION.name, 'authorizer', () => authorizer({ headers }));
      return result.isAuthorized ? (result.context ?? {}) : null;
    } catch (error) {
      if ((error as Error).message === 'Unauthorized') return null;
      throw error;
    }
  };
}
