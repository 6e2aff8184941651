/**
 * The local stand-in for API Gateway's Cognito JWT authorizer: verifies the bearer token's signature
 * against the local pool's JWKS, its issuer and expiry, and that it is an ACCESS token issued to one of
 * our app clients (`client_id`). API Gateway itself would also pass an id token whose `aud` is a client;
 * the handlers refuse those from the claims (functions/src/lib/auth/caller.ts; docs/decisions.md S12),
 * and this gateway refuses them up front, as the WebSocket does.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type Claims = Record<string, string | number | boolean | string[]>;

export function createJwtAuthorizer(issuer: string, clientIds: string[]) {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  /** The token's claims, or null when the API answers 401. */
  return async function authorize(authorization: string | undefined): Promise<Claims | null> {
    const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) return null;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer }));
    } catch {
      return null;
    }
    if (payload.token_use !== 'access' || typeof payload.client_id !== 'string' || !clientIds.includes(payload.client_id)) return null;
    return payload as Claims;
  };
}
