/**
 * Auth domain (accounts spec §7 Auth; BRIEF §2): password sign-in through the server-side app client so
 * the server enforces lockout, deletion blocks and confirmation; registration, confirmation, password
 * reset and unlock by e-mailed links; sign-out everywhere. Sign-in and registration are rate-limited per
 * source IP (issue 10), the viewer's address behind CloudFront (issue 24, `viewerIpOf`). The flows
 * live in ../../services/accounts.
 */
import { requestLanguage, translateErrorMessage } from '../../lib/i18n/messages';
import {
  ConfirmationQuerySchema,
  RefreshRequestSchema,
  EmailRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
  UnlockAccountRequestSchema,
} from '../../../../shared/schemas/auth';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../lib/aws/cognito';
import { env } from '../../lib/env';
import { domainHandler, ok } from '../domain-handler';
import { claimsOf } from '../../lib/auth/caller';
import { AUTH_ROUTES } from '../../routes/domains/auth';
import { parseInput } from '../../lib/http/validate';
import { inConstantTime } from '../../lib/http/constant-time';
import { AuthenticationError } from '../../lib/http/errors';
import { completeThirdPartySignIn, signIn } from '../../services/accounts/sign-in';
import {
  confirmAccount,
  register,
  registerFromInvitation,
  resendConfirmation,
} from '../../services/accounts/registration';
import { requestPasswordReset, resetPassword } from '../../services/accounts/password-reset';
import { requestUnlock, unlockAccount } from '../../services/accounts/unlock';
import { endAllSessions } from '../../services/accounts/sessions';
import { limitSource } from '../../services/accounts/source-limits';
import { viewerIpOf } from '../../lib/http/viewer-address';
import { REGISTRATION_PER_IP, SIGN_IN_PER_IP } from '../../data/rate-limits';

/**
 * `result` with its `message` (the spec's English notices, "Check your email for confirmation." …) in the language
 * of the request's Accept-Language, from the `errors` catalogue as the refusals are (issue 41; decisions MD3).
 */
async function inCallersLanguage<T extends { message: string }>(
  result: T,
  headers: Record<string, string | undefined>,
): Promise<T> {
  return { ...result, message: await translateErrorMessage(result.message, requestLanguage(headers)) };
}

export const handler = domainHandler('auth', AUTH_ROUTES, {
  'POST /api/v1/auth': async ({ body, event }) => {
    await limitSource('sign_in_ip', SIGN_IN_PER_IP, viewerIpOf(event));
    const { email, password } = parseInput(SignInRequestSchema, body);
    return ok(await signIn(email, password));
  },

  // Ends every session: refresh tokens are revoked and issued access tokens refused at once (decisions S10).
  'DELETE /api/v1/logout': async ({ caller }) => {
    await endAllSessions({ userId: caller!.userId, username: caller!.userId });
    return ok({ message: 'Signed out' });
  },

  // Tokens come from the server-side client, so only it can refresh them (docs/decisions.md A9).
  'POST /api/v1/auth/refresh': async ({ body }) => {
    const { refresh_token } = parseInput(RefreshRequestSchema, body);
    const result = await cognitoClient()
      .send(
        new InitiateAuthCommand({
          ClientId: env.serverClientId(),
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: refresh_token },
        }),
      )
      .catch((error: Error) => {
        if (error.name === 'NotAuthorizedException') throw new AuthenticationError();
        throw error;
      });
    const tokens = result.AuthenticationResult;
    if (!tokens?.AccessToken || !tokens.IdToken) throw new AuthenticationError();
    return ok({ access_token: tokens.AccessToken, id_token: tokens.IdToken, expires_in: tokens.ExpiresIn ?? 3600 });
  },

  // Third-party sign-in (Hosted UI, Google): the profile comes from Cognito, never from the request body.
  'POST /api/v1/auth/request': async ({ event }) => {
    const claims = claimsOf(event);
    return ok(await completeThirdPartySignIn(String(claims.username ?? claims.sub)));
  },

  // Rate-limited per IP: the answer says whether an e-mail has an account (spec's message; decisions S15).
  'POST /api/v1/users': async ({ body, event, headers }) => {
    await limitSource('registration_ip', REGISTRATION_PER_IP, viewerIpOf(event));
    const { invite_id, email, ...input } = parseInput(RegisterRequestSchema, body);
    // The browser's language becomes the user's (issue 41); the profile page changes it.
    const language = requestLanguage(headers);
    return ok(
      await inCallersLanguage(
        invite_id
          ? await registerFromInvitation(input, invite_id, language)
          : await register({ ...input, email: email! }, language),
        headers,
      ),
    );
  },

  'GET /api/v1/users/confirmation': async ({ query, headers }) =>
    ok(
      await inCallersLanguage(
        await confirmAccount(parseInput(ConfirmationQuerySchema, query).confirmation_token),
        headers,
      ),
    ),

  // These three answer in constant time, so the timing does not tell whether the e-mail has an account (decisions S14).
  'POST /api/v1/users/resend_confirmation': async ({ body, headers }) => {
    const { email } = parseInput(EmailRequestSchema, body);
    return ok(await inCallersLanguage(await inConstantTime(() => resendConfirmation(email)), headers));
  },

  'POST /api/v1/user/password/new': async ({ body, headers }) => {
    const { email } = parseInput(EmailRequestSchema, body);
    return ok(await inCallersLanguage(await inConstantTime(() => requestPasswordReset(email)), headers));
  },

  'PUT /api/v1/user/password/update': async ({ body, headers }) => {
    const { reset_password_token, password } = parseInput(ResetPasswordRequestSchema, body);
    return ok(await inCallersLanguage(await resetPassword(reset_password_token, password), headers));
  },

  'POST /api/v1/users/request_unlock': async ({ body, headers }) => {
    const { email } = parseInput(EmailRequestSchema, body);
    return ok(await inCallersLanguage(await inConstantTime(() => requestUnlock(email)), headers));
  },

  'POST /api/v1/users/unlock_account': async ({ body, headers }) =>
    ok(
      await inCallersLanguage(await unlockAccount(parseInput(UnlockAccountRequestSchema, body).unlock_token), headers),
    ),
});
