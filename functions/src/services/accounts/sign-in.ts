/**
 * Password sign-in (accounts spec §2 Login, §4 account states; issue 3 "Sign in", "Lockout"; BRIEF §2).
 * Order matters: the lock and the deletion block are checked before Cognito sees the password, so a
 * locked account stays locked even with the right password.
 */
import { languageOr } from '../../../../shared/i18n/languages';
import { decodeJwt } from 'jose';
import { ACCOUNT_MESSAGES, type Session } from '../../../../shared/schemas/auth';
import type { User } from '../../../../shared/schemas/user';
import { HttpError } from '../../lib/http/errors';
import { sendEmail } from '../../lib/email/send-email';
import { unlockEmail } from '../../lib/email/account-templates';
import { issueAccountToken } from '../../data/account-tokens';
import { clearSignInGuard, isLocked, recordFailedSignIn } from '../../data/sign-in-guards';
import {
  cancelAccountDeletion,
  createUserWithPersonalOrganization,
  getUser,
  getUserByEmail,
  recordLogin,
} from '../../data/users';
import { notifyEarlierInvitations } from '../notifications/notify';
import { waitForSessionCutoff } from '../../lib/auth/session';
import { presentUser } from './present-user';
import { findCognitoUser, passwordSignIn } from './cognito-users';

/** Sign-in refused for a reason the user can act on; 401 with status `error` (not a session expiry). */
export class SignInRefusedError extends HttpError {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'locked' | 'unconfirmed' | 'pending_deletion',
  ) {
    super(401, message);
  }
}

/** Sign-in is blocked for 24 hours after an account deletion request (accounts spec §4, §5). */
export const DELETION_BLOCK_MS = 24 * 3600 * 1000;

const BAD_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

/**
 * @throws SignInRefusedError: wrong credentials (counted towards the lockout), locked, unconfirmed, or in
 *   the 24-hour deletion block.
 */
export async function signIn(rawEmail: string, password: string, now = new Date()): Promise<Session> {
  const email = rawEmail.toLowerCase();
  if (await isLocked(email, now)) throw new SignInRefusedError(ACCOUNT_MESSAGES.locked, 'locked');
  const existing = await getUserByEmail(email);
  if (
    existing?.deletion_requested_at &&
    now.getTime() - Date.parse(existing.deletion_requested_at) < DELETION_BLOCK_MS
  ) {
    throw new SignInRefusedError(ACCOUNT_MESSAGES.pendingDeletion, 'pending_deletion');
  }

  // Right after a sign-out the cutoff second is refused as a whole; start this session after it (decisions S11).
  await waitForSessionCutoff(existing?.tokens_valid_after);
  let tokens;
  try {
    tokens = await passwordSignIn(email, password);
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'UserNotConfirmedException') throw new SignInRefusedError(ACCOUNT_MESSAGES.unconfirmed, 'unconfirmed');
    if (!BAD_CREDENTIALS.has(name)) throw error;
    const { locked } = await recordFailedSignIn(email, now);
    if (locked) {
      const token = await issueAccountToken('unlock', email);
      await sendEmail(email, unlockEmail({ token, language: languageOr(existing?.language) }));
      throw new SignInRefusedError(ACCOUNT_MESSAGES.locked, 'locked');
    }
    throw new SignInRefusedError(ACCOUNT_MESSAGES.invalidCredentials, 'invalid');
  }
  if (!tokens?.AccessToken || !tokens.IdToken || !tokens.RefreshToken) throw new Error('Cognito returned no tokens');

  const claims = decodeJwt(tokens.IdToken);
  const userId = String(claims.sub);
  // The PostConfirmation trigger normally created the record; create it here if that trigger failed.
  const user =
    (await getUser(userId)) ??
    (await createAccountRecord({
      userId,
      email,
      firstName: String(claims.given_name ?? email.split('@')[0]),
      lastName: String(claims.family_name ?? ''),
    }));
  await clearSignInGuard(email);
  // Signing in after the 24-hour block keeps the account: the pending deletion is cancelled (docs/decisions.md).
  if (user.deletion_requested_at || user.inactivity_warned_at) await cancelAccountDeletion(userId);
  await recordLogin(userId);
  return {
    access_token: tokens.AccessToken,
    id_token: tokens.IdToken,
    refresh_token: tokens.RefreshToken,
    expires_in: tokens.ExpiresIn ?? 3600,
    user: await presentUser(user),
  };
}

/** Create the user record and personal organization, and notify the e-mail's earlier invitations (decisions N1). */
async function createAccountRecord(input: Parameters<typeof createUserWithPersonalOrganization>[0]) {
  const user = await createUserWithPersonalOrganization(input);
  await notifyEarlierInvitations(user);
  return user;
}

/**
 * After a third-party sign-in through the Hosted UI (accounts spec §1: the provider supplies e-mail, given
 * and family name): make sure the user record and personal organization exist, as confirmation does for
 * password accounts. `username` is the Cognito username from the verified token.
 * @throws SignInRefusedError while the account is in its 24-hour deletion block.
 */
export async function completeThirdPartySignIn(username: string, now = new Date()): Promise<User> {
  const cognitoUser = await findCognitoUser(username);
  if (!cognitoUser) throw new SignInRefusedError(ACCOUNT_MESSAGES.invalidCredentials, 'invalid');
  const { sub, email, given_name, family_name } = cognitoUser.attributes;
  const existing = await getUser(sub);
  if (
    existing?.deletion_requested_at &&
    now.getTime() - Date.parse(existing.deletion_requested_at) < DELETION_BLOCK_MS
  ) {
    throw new SignInRefusedError(ACCOUNT_MESSAGES.pendingDeletion, 'pending_deletion');
  }
  const user =
    existing ??
    (await createAccountRecord({
      userId: sub,
      email,
      firstName: given_name || email.split('@')[0],
      lastName: family_name ?? '',
    }));
  if (user.deletion_requested_at || user.inactivity_warned_at) await cancelAccountDeletion(sub);
  await recordLogin(sub, now);
  return presentUser(user);
}
