/**
 * Forgot password and change password by e-mailed link (accounts spec §2 Forgot Password, Change
 * password; issue 3 "Forgot password").
 */
import { languageOr } from '../../../../shared/i18n/languages';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/auth';
import { BadRequestError } from '../../lib/http/errors';
import { sendEmail } from '../../lib/email/send-email';
import { resetPasswordEmail } from '../../lib/email/account-templates';
import { consumeAccountToken, issueAccountToken } from '../../data/account-tokens';
import { clearSignInGuard } from '../../data/sign-in-guards';
import { getUserByEmail } from '../../data/users';
import { findCognitoUser, setCognitoPassword } from './cognito-users';
import { endAllSessions } from './sessions';

/** E-mail a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(rawEmail: string): Promise<{ message: string }> {
  const email = rawEmail.toLowerCase();
  if (await findCognitoUser(email)) {
    // The account's language (issue 41); an account not confirmed yet has no profile: English.
    const language = languageOr((await getUserByEmail(email))?.language);
    await sendEmail(email, resetPasswordEmail({ token: await issueAccountToken('reset_password', email), language }));
  }
  return { message: ACCOUNT_MESSAGES.checkEmailInstructions };
}

/**
 * Set the new password of a reset link and end every session of the account; also lifts a lockout,
 * since the owner proved the mailbox.
 * @throws BadRequestError for an unknown, used or expired token.
 */
export async function resetPassword(token: string, password: string): Promise<{ message: string }> {
  const email = await consumeAccountToken('reset_password', token);
  if (!email)
    throw new BadRequestError(ACCOUNT_MESSAGES.invalidResetToken, {
      reset_password_token: [ACCOUNT_MESSAGES.invalidResetToken],
    });
  await setCognitoPassword(email, password);
  // Whoever knew the old password is signed out everywhere (issue 10; decisions S10).
  await endAllSessions({ userId: (await getUserByEmail(email))?.user_id, username: email });
  await clearSignInGuard(email);
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
