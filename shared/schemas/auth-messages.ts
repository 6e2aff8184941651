/**
 * The texts of sign-in and the account flows (accounts spec §2, §5, §8), without zod: the sign-in and
 * account pages show them from their first paint, and load the schemas of `./auth.ts` (and zod) only
 * after it (BRIEF §6 web budget; docs/decisions.md W27). `./auth.ts` re-exports both.
 */

/** Validation messages the spec fixes (accounts spec §5, §8). */
export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email',
  passwordTooShort: 'Enter minimum of 6 characters',
  passwordMismatch: 'Should match password',
  sessionExpired: 'Your session has already expired. Please sign in again.',
  notAuthorized: 'You are not authorized to access this page',
} as const;

/** Spec texts of the account flows (accounts spec §2, §5, §8). */
export const ACCOUNT_MESSAGES = {
  checkEmailConfirmation: 'Check your email for confirmation.',
  checkEmailInstructions: 'Check your email for instructions.',
  confirmed: 'Email confirmed successfully. You may now log in.',
  invitedRegistered: 'You may now log in.',
  passwordChanged: 'Your password has been changed successfully. You may now log in.',
  unlocked: 'Your account has been unlocked successfully. You may now log in.',
  invalidCredentials: 'Invalid email or password.',
  locked: 'Your account is locked. We sent you an e-mail with a link to unlock it.',
  unconfirmed: 'You have to confirm your email address before continuing.',
  pendingDeletion: 'This account is scheduled for deletion. You cannot log in to it for 24 hours after the request.',
  emailTaken: 'has already been taken',
  invalidConfirmationToken: 'Confirmation token is invalid or has expired.',
  invalidResetToken: 'Reset password token is invalid or has expired.',
  invalidUnlockToken: 'Unlock token is invalid or has expired.',
} as const;
