/**
 * Registration and e-mail confirmation (accounts spec §2 Register, Confirmation page, /confirmation/resend;
 * §4 account states; issue 3 "Register").
 */
import { languageOr, type Language } from '../../../../shared/i18n/languages';
import { ACCOUNT_MESSAGES, type RegisterRequest } from '../../../../shared/schemas/auth';
import { BadRequestError, withMessageKey } from '../../lib/http/errors';
import { sendEmail } from '../../lib/email/send-email';
import { confirmationEmail } from '../../lib/email/account-templates';
import { consumeAccountToken, issueAccountToken } from '../../data/account-tokens';
import { confirmCognitoUser, findCognitoUser, signUpCognitoUser } from './cognito-users';
import { invitationOfToken } from '../collaborators/invitation-links';
import { acceptInvitation } from '../../data/invitations';
import { getUserByEmail } from '../../data/users';

/**
 * "Email has already been taken", its field message the fragment the web words behind the field's label (MB2);
 * the message has its catalogue key (issue 41; decisions MV5).
 */
function emailTakenError(): BadRequestError {
  return withMessageKey(
    new BadRequestError(`Email ${ACCOUNT_MESSAGES.emailTaken}`, { email: [ACCOUNT_MESSAGES.emailTaken] }),
    'accounts.emailTaken',
  );
}

/**
 * Create an unconfirmed account and e-mail its confirmation link; `language` (from the sign-up's
 * Accept-Language, issue 41) becomes the user's once the account is confirmed.
 * @throws BadRequestError `{email: ['has already been taken']}` when the e-mail has an account.
 */
export async function register(
  input: Omit<RegisterRequest, 'invite_id'> & { email: string },
  language?: Language,
): Promise<{ message: string }> {
  const email = input.email.toLowerCase();
  try {
    await signUpCognitoUser({
      email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      language,
    });
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') {
      throw emailTakenError();
    }
    throw error;
  }
  await sendEmail(
    email,
    confirmationEmail({
      firstName: input.first_name,
      token: await issueAccountToken('confirmation', email),
      language: languageOr(language),
    }),
  );
  return { message: ACCOUNT_MESSAGES.checkEmailConfirmation };
}

/**
 * Confirm the account of a confirmation link; the PostConfirmation trigger then creates the personal
 * organization. @throws BadRequestError for an unknown, used or expired token.
 */
export async function confirmAccount(token: string): Promise<{ message: string }> {
  const email = await consumeAccountToken('confirmation', token);
  if (!email)
    throw new BadRequestError(ACCOUNT_MESSAGES.invalidConfirmationToken, {
      confirmation_token: [ACCOUNT_MESSAGES.invalidConfirmationToken],
    });
  const user = await findCognitoUser(email);
  if (!user)
    throw new BadRequestError(ACCOUNT_MESSAGES.invalidConfirmationToken, {
      confirmation_token: [ACCOUNT_MESSAGES.invalidConfirmationToken],
    });
  if (user.status === 'UNCONFIRMED') await confirmCognitoUser(email);
  return { message: ACCOUNT_MESSAGES.confirmed };
}

/**
 * Send a new confirmation link to an unconfirmed account. Answers the same text whether or not the
 * e-mail has such an account, so the form reveals nothing; the text is Forgot Password's (accounts spec §2:
 * "Unlock request and resend confirmation show the same success text").
 */
export async function resendConfirmation(rawEmail: string): Promise<{ message: string }> {
  const email = rawEmail.toLowerCase();
  const user = await findCognitoUser(email);
  if (user?.status === 'UNCONFIRMED') {
    const token = await issueAccountToken('confirmation', email);
    // The sign-up's language, kept in Cognito's `locale` until the account is confirmed (issue 41).
    const language = languageOr(user.attributes.locale);
    const firstName = user.attributes.given_name || email.split('@')[0];
    await sendEmail(email, confirmationEmail({ firstName, token, language }));
  }
  return { message: ACCOUNT_MESSAGES.checkEmailInstructions };
}

/**
 * Registration from an invitation link (issue 5): the invitation proves the mailbox, so the account is
 * confirmed at once (no confirmation e-mail) and the invitation accepted.
 * @throws BadRequestError "Invitation Expired" for a used or expired link; "has already been taken".
 */
export async function registerFromInvitation(
  input: Omit<RegisterRequest, 'invite_id' | 'email'>,
  inviteToken: string,
  language?: Language,
): Promise<{ message: string }> {
  const invitation = await invitationOfToken(inviteToken);
  try {
    await signUpCognitoUser({
      email: invitation.email,
      password: input.password,
      firstName: input.first_name,
      lastName: input.last_name,
      language,
    });
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') {
      throw emailTakenError();
    }
    throw error;
  }
  await confirmCognitoUser(invitation.email);
  const user = await getUserByEmail(invitation.email);
  // Confirmation has turned the invitation into a notification meanwhile; accepting reads it again, so
  // the notification shows "Accepted" too.
  if (user) await acceptInvitation(invitation, user.user_id);
  return { message: ACCOUNT_MESSAGES.invitedRegistered };
}
