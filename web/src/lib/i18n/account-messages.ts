/**
 * The spec's account messages in the reader's language (issue 41; accounts spec §5, §8; decisions MB2): the
 * schemas' validation texts ("Required", "Invalid email", "Enter minimum of 6 characters", "Should match
 * password") and the API's account answers ("Check your email for instructions.", "Invalid email or
 * password.", …) arrive as their English text; `accountMessage` gives the `auth` catalogue's message for a
 * text it knows, and any other text unchanged (the API already answers it in the caller's language, or it is
 * not ours to word). The `auth` English is bundled here, so this works outside React; other languages need
 * the namespace loaded (a component calling `useTranslation('auth')`).
 */
import './auth-english-messages';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../../../shared/schemas/auth-messages';
import { translate } from './i18n-store';

/** English text → `auth` key. The keys appear literally (the catalogue test looks for them). */
const KEYS: Record<string, string> = {
  [MESSAGES.required]: 'message.required',
  [MESSAGES.invalidEmail]: 'message.invalidEmail',
  [MESSAGES.passwordTooShort]: 'message.passwordTooShort',
  [MESSAGES.passwordMismatch]: 'message.passwordMismatch',
  [MESSAGES.sessionExpired]: 'message.sessionExpired',
  [ACCOUNT_MESSAGES.checkEmailConfirmation]: 'message.checkEmailConfirmation',
  [ACCOUNT_MESSAGES.checkEmailInstructions]: 'message.checkEmailInstructions',
  [ACCOUNT_MESSAGES.confirmed]: 'message.confirmed',
  [ACCOUNT_MESSAGES.invitedRegistered]: 'message.invitedRegistered',
  [ACCOUNT_MESSAGES.passwordChanged]: 'message.passwordChanged',
  [ACCOUNT_MESSAGES.unlocked]: 'message.unlocked',
  [ACCOUNT_MESSAGES.invalidCredentials]: 'message.invalidCredentials',
  [ACCOUNT_MESSAGES.locked]: 'message.locked',
  [ACCOUNT_MESSAGES.unconfirmed]: 'message.unconfirmed',
  [ACCOUNT_MESSAGES.pendingDeletion]: 'message.pendingDeletion',
  [ACCOUNT_MESSAGES.invalidConfirmationToken]: 'message.invalidConfirmationToken',
  [ACCOUNT_MESSAGES.invalidResetToken]: 'message.invalidResetToken',
  [ACCOUNT_MESSAGES.invalidUnlockToken]: 'message.invalidUnlockToken',
  'Authentication Failed.': 'message.authFailed',
  'Invitation Expired': 'message.invitationExpired',
  // The API's own answers to a password change and an account deletion (users.ts, deletion.ts).
  'Your password has been updated.': 'message.passwordUpdated',
  'Your account will be deleted in 15 days.': 'message.accountDeleted',
};

/** `text` in the reader's language when it is one of the spec's account messages, else `text` itself. */
export function accountMessage(text: string): string;
export function accountMessage(text: string | undefined): string | undefined;
export function accountMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const key = KEYS[text];
  return key ? translate('auth', key) : text;
}

/**
 * The password fields' show button and its spoken state in the reader's language (Amplify's and
 * components/ui/form-field.tsx's defaults are English): spread them on a `FormPasswordField`.
 */
export function passwordToggleLabels() {
  return {
    showPasswordButtonLabel: translate('auth', 'field.showPassword'),
    passwordIsHiddenLabel: translate('auth', 'field.passwordHidden'),
    passwordIsShownLabel: translate('auth', 'field.passwordShown'),
  };
}

/**
 * A server field message as a sentence in the reader's language: the API's fragment "has already been
 * taken" (or "is invalid") gets the field's label ("Email has already been taken"); whole messages go through `accountMessage`.
 */
export function readableFieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return message;
  if (message === ACCOUNT_MESSAGES.emailTaken) return translate('auth', 'message.taken', { field: label });
  if (message === 'is invalid') return translate('auth', 'message.invalid', { field: label });
  const first = message.charAt(0);
  return first !== first.toUpperCase() ? `${label} ${message}` : accountMessage(message);
}
