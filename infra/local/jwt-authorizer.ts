/**
 * The local stand-in for API Gateway's Cognito JWT authorizer: verifies the bearer token's signature
 * against the local pool's JWKS, its issuer and expiry, and that it was issued to one of our app clients
 * (`client_id` of access tokens, `aud` of id tokens), exactly the checks the deployed authorizer makes.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type Claims = Record<string, string | number | boolean | string[]>;

export function createJwtAuthorizer(issuer: string, audiences: string[]) {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  /** The token's claims, or null when API Gateway would answer 401. */
  return async function authorize(authorization: string | undefined): Promise<Claims | null> {
    const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer }));
    } catch {
      return null;
    }
    const audience = payload.token_use === 'access' ? payload.client_id : payload.aud;
    const audienceList = Array.isArray(audience) ? audience : [audience];
    if (!audienceList.some((a) => typeof a === 'string' && audiences.includes(a))) return null;
    return payload as Claims;
  };
}
