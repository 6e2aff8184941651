/**
 * Unlocking a locked account (accounts spec §2 /users/unlock, /users/unlock/request; §4).
 */
import { getUserByEmail } from '../../data/users';
import { languageOr } from '../../../../shared/i18n/languages';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/auth';
import { BadRequestError } from '../../lib/http/errors';
import { sendEmail } from '../../lib/email/send-email';
import { unlockEmail } from '../../lib/email/account-templates';
import { consumeAccountToken, issueAccountToken } from '../../data/account-tokens';
import { clearSignInGuard, isLocked } from '../../data/sign-in-guards';

/** Re-send the unlock link when the account is locked; the answer is the same either way. */
export async function requestUnlock(rawEmail: string): Promise<{ message: string }> {
  const email = rawEmail.toLowerCase();
  if (await isLocked(email)) {
    const language = languageOr((await getUserByEmail(email))?.language);
    await sendEmail(email, unlockEmail({ token: await issueAccountToken('unlock', email), language }));
  }
  return { message: ACCOUNT_MESSAGES.checkEmailInstructions };
}

/** Unlock at once with the e-mailed token. @throws BadRequestError for an unknown, used or expired token. */
export async function unlockAccount(token: string): Promise<{ message: string }> {
  const email = await consumeAccountToken('unlock', token);
  if (!email)
    throw new BadRequestError(ACCOUNT_MESSAGES.invalidUnlockToken, {
      unlock_token: [ACCOUNT_MESSAGES.invalidUnlockToken],
    });
  await clearSignInGuard(email);
  return { message: ACCOUNT_MESSAGES.unlocked };
}
