/**
 * The Cognito calls the account flows make, against the pool and its server-side client (BRIEF §2).
 */
import type { Language } from '../../../../shared/i18n/languages';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../lib/aws/cognito';
import { env } from '../../lib/env';

export interface CognitoUserSummary {
  status: string;
  enabled: boolean;
  attributes: Record<string, string>;
}

/** The Cognito user with `email`, or null when there is none. */
export async function findCognitoUser(email: string): Promise<CognitoUserSummary | null> {
  try {
    const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: env.userPoolId(), Username: email }));
    return {
      status: user.UserStatus ?? 'UNKNOWN',
      enabled: user.Enabled ?? true,
      attributes: Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value ?? ''])),
    };
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}

/** Create an unconfirmed user; the pool sends no message of its own (our e-mail carries the link). */
export async function signUpCognitoUser(input: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The sign-up's language (issue 41), kept as the standard `locale` attribute until the user record exists. */
  language?: Language;
}): Promise<void> {
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: env.serverClientId(),
      Username: input.email,
      Password: input.password,
      UserAttributes: [
        { Name: 'email', Value: input.email },
        { Name: 'given_name', Value: input.firstName },
        { Name: 'family_name', Value: input.lastName },
        ...(input.language ? [{ Name: 'locale', Value: input.language }] : []),
      ],
    }),
  );
}

/** Confirm the user (runs the PostConfirmation trigger) and mark the e-mail verified. */
export async function confirmCognitoUser(email: string): Promise<void> {
  await cognitoClient().send(new AdminConfirmSignUpCommand({ UserPoolId: env.userPoolId(), Username: email }));
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: env.userPoolId(),
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Set a new permanent password. */
export async function setCognitoPassword(email: string, password: string): Promise<void> {
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: env.userPoolId(),
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

/** Password sign-in through the server-side client; Cognito's errors propagate by name. */
export async function passwordSignIn(email: string, password: string): Promise<AuthenticationResultType | undefined> {
  const result = await cognitoClient().send(
    new AdminInitiateAuthCommand({
      UserPoolId: env.userPoolId(),
      ClientId: env.serverClientId(),
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult;
}
