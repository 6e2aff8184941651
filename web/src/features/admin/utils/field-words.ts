/**
 * The admin forms' field messages in the reader's language (issue 41): the checks in ./assignments.ts and
 * ./people.ts keep their English ("Required", "Chosen twice", the schemas' "Invalid email"), and this words
 * them when shown: the spec's account messages through the `auth` catalogue (lib/i18n/account-messages.ts),
 * "Chosen twice" through `admin`. Any other text (the API's, already in the caller's language) is shown as is.
 * The calling form loads both namespaces (`useTranslation('auth')`, `useTranslation('admin')`).
 */
import { accountMessage } from '../../../lib/i18n/account-messages';
import { translate } from '../../../lib/i18n/i18n-store';
import { DUPLICATE_WORKSPACE } from './assignments';

/** `text` (a field message) in the reader's language; undefined stays undefined. */
export function fieldWords(text: string | undefined): string | undefined {
  if (text === DUPLICATE_WORKSPACE) return translate('admin', 'form.chosenTwice');
  return accountMessage(text);
}
