/**
 * Verify a Cognito access token outside API Gateway (the WebSocket $connect), the way the HTTP API's
 * JWT authorizer does: signature against the pool's JWKS, issuer, expiry, `token_use` and client id.
 * The issuer is the regional Cognito URL, or COGNITO_ISSUER locally (cognito-local).
 * @throws Error describing why the token is not acceptable.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { env } from '../env';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export function cognitoIssuer(): string {
  return (
    process.env.COGNITO_ISSUER ?? `https://cognito-idp.${process.env.AWS_REGION}.amazonaws.com/${env.userPoolId()}`
  );
}

/** Client ids whose tokens the API accepts (server and web clients). */
function allowedClientIds(): string[] {
  return [env.serverClientId(), process.env.USER_POOL_WEB_CLIENT_ID].filter((id): id is string => Boolean(id));
}

export async function verifyAccessToken(token: string): Promise<JWTPayload & { sub: string }> {
  const issuer = cognitoIssuer();
  jwks ??= createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const { payload } = await jwtVerify(token, jwks, { issuer });
  if (payload.token_use !== 'access') throw new Error('Not an access token');
  if (!allowedClientIds().includes(String(payload.client_id))) throw new Error('Token issued for another client');
  if (!payload.sub) throw new Error('Token has no subject');
  return payload as JWTPayload & { sub: string };
}
