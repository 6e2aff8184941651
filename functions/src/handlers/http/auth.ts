/**
 * Auth domain (accounts spec §7 Auth; BRIEF §2): password sign-in through the server-side app client,
 * so the server can enforce lockout, deletion blocks and confirmation; sign-out everywhere.
 */
import {
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  AuthFlowType,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignInRequestSchema } from '../../../../shared/schemas/auth';
import { cognitoClient } from '../../lib/aws/clients';
import { env } from '../../lib/env';
import { domainHandler, ok } from '../../lib/http/handler';
import { HttpError } from '../../lib/http/errors';
import { parseInput } from '../../lib/http/validate';
import { createUserWithPersonalOrganization, getUser, recordLogin, toUserResponse } from '../../data/users';
import { decodeJwt } from 'jose';

/** Cognito's answers to a wrong e-mail or password (cognito-local says InvalidPasswordException). */
const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

class InvalidCredentialsError extends HttpError {
  constructor() {
    super(401, 'Invalid email or password.');
  }
}

export const handler = domainHandler('auth', {
  'POST /api/v1/auth': async ({ body }) => {
    const { email, password } = parseInput(SignInRequestSchema, body);
    const auth = await cognitoClient()
      .send(
        new AdminInitiateAuthCommand({
          UserPoolId: env.userPoolId(),
          ClientId: env.serverClientId(),
          AuthFlow: AuthFlowType.ADMIN_USER_PASSWORD_AUTH,
          AuthParameters: { USERNAME: email.toLowerCase(), PASSWORD: password },
        }),
      )
      .catch((error: Error) => {
        if (BAD_CREDENTIALS.has(error.name)) throw new InvalidCredentialsError();
        throw error;
      });
    const tokens = auth.AuthenticationResult;
    if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) throw new InvalidCredentialsError();
    const claims = decodeJwt(tokens.IdToken);
    const userId = String(claims.sub);
    // The PostConfirmation trigger normally created the record; create it here if that trigger failed.
    const user =
      (await getUser(userId)) ??
      (await createUserWithPersonalOrganization({
        userId,
        email: String(claims.email ?? email),
        firstName: String(claims.given_name ?? email.split('@')[0]),
        lastName: String(claims.family_name ?? ''),
      }));
    await recordLogin(userId);
    return ok({
      access_token: tokens.AccessToken,
      id_token: tokens.IdToken,
      refresh_token: tokens.RefreshToken,
      expires_in: tokens.ExpiresIn ?? 3600,
      user: toUserResponse(user),
    });
  },

  'DELETE /api/v1/logout': async ({ caller }) => {
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId(), Username: caller!.userId }));
    return ok({ message: 'Signed out' });
  },
});
