/**
 * Field messages for the account forms (accounts spec §5 validation, §8 "Form and field messages"):
 * the first message per field from a shared zod schema's issues, so the browser shows exactly the texts
 * the API returns ("Required", "Invalid email", "Enter minimum of 6 characters", "Should match password").
 */

import { readableFieldMessage } from '../../../lib/i18n/account-messages';
import { translate } from '../../../lib/i18n/i18n-store';

/** A zod-like issue: where and what. */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Field name → its first message. */
export type FieldMessages = Partial<Record<string, string>>;

/** The first message for each top-level field among `issues`. */
export function firstMessages(issues: readonly IssueLike[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}

/** "first_name" → "First name", for listing errors of fields the page does not show. */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A server field message as a sentence in the reader's language (issue 41): the API's fragments ("has
 * already been taken", "is invalid") get the field's label in front ("Email has already been taken");
 * the spec's whole messages ("Required") are translated, others stay.
 */
export function readableFieldError(label: string, message: string | undefined): string | undefined {
  return readableFieldMessage(label, message);
}

/** Field name → its label's `auth` key, for the fields the account forms show. */
const FIELD_KEYS: Record<string, string> = {
  first_name: 'field.firstName',
  last_name: 'field.lastName',
  email: 'field.email',
  password: 'field.password',
  password_confirmation: 'field.confirmPassword',
  current_password: 'field.currentPassword',
  logo: 'field.picture',
  send_email_notification: 'field.emailNotifications',
};

/** The field's label in the reader's language (`fieldLabel`'s English for a field the catalogue lacks). */
export function translatedFieldLabel(field: string): string {
  const key = FIELD_KEYS[field];
  return key ? translate('auth', key) : fieldLabel(field);
}
