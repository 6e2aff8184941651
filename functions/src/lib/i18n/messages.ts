/**
 * The API's messages in the caller's language (issue 41 "the API's error messages, the e-mails"; decisions
 * LN2, LN8): the server's namespaces of shared/i18n/locales (`errors`, `email`), formatted with
 * intl-messageformat (FormatJS). English is the fallback for a key a catalogue lacks (the catalogue test
 * prevents it) and the language of every caller without a usable preference.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from '../../../../shared/i18n/languages';
import enErrors from '../../../../shared/i18n/locales/en/errors.json';
import esErrors from '../../../../shared/i18n/locales/es/errors.json';
import deErrors from '../../../../shared/i18n/locales/de/errors.json';
import { LIMIT_MESSAGE_VALUES } from './limit-messages';

/**
 * The namespace every function carries: the API's errors. The other server namespaces (`email`,
 * `account-email`, `organization-email`, `notices`, `review-report`) load with the modules that use them,
 * through {@link catalogueText}, so a function that never e-mails carries no e-mail words (issue 39 budgets).
 */
export type ServerNamespace = 'errors';
/** A message's values: ICU arguments by name. */
export type ServerMessageValues = Record<string, string | number | Date>;

const CATALOGUES: Record<Language, Record<ServerNamespace, Record<string, string>>> = {
  en: { errors: enErrors },
  es: { errors: esErrors },
  de: { errors: deErrors },
};

const formats = new Map<string, IntlMessageFormat>();

/**
 * Formats `message` (ICU) in `language` with `values`, caching the parsed format under `id`
 * (`language/namespace:key`). Shared by the server's namespaces and the bell's `notices` (./notices.ts).
 */
export function formatCatalogueMessage(
  id: string,
  language: Language,
  message: string,
  values?: ServerMessageValues,
): string {
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(id, format);
  }
  return String(format.format(values));
}

/**
 * A translator for one server namespace held by its own module: `catalogueText('email', { en, es, de })(language)`
 * gives `(key, values) => text`, English when a language lacks the key (the catalogue test prevents it).
 */
export function catalogueText<Key extends string>(
  namespace: string,
  catalogues: Record<Language, Partial<Record<Key, string>>> & { en: Record<Key, string> },
) {
  return (language: Language) =>
    (key: Key, values?: ServerMessageValues): string =>
      formatCatalogueMessage(
        `${language}/${namespace}:${key}`,
        language,
        catalogues[language][key] ?? catalogues.en[key],
        values,
      );
}

/**
 * Message `key` of `namespace` in `language`, formatted with `values`.
 * @throws Error for a key English lacks too (a programming error, caught by the catalogue test).
 */
export function serverMessage(
  language: Language,
  namespace: ServerNamespace,
  key: string,
  values?: ServerMessageValues,
): string {
  const message = CATALOGUES[language][namespace][key] ?? CATALOGUES[DEFAULT_LANGUAGE][namespace][key];
  if (message === undefined) throw new Error(`No message ${namespace}:${key}`);
  return formatCatalogueMessage(`${language}/${namespace}:${key}`, language, message, values);
}

/** A thrown English message's catalogue entry: its key, and the values of one built from a limit. */
interface ErrorEntry {
  key: string;
  values?: ServerMessageValues;
}

let errorOfEnglish: Map<string, ErrorEntry> | undefined;

/**
 * English error message → its entry, built on the first translated error: every fixed message of the catalogue,
 * and each message built from a limit (./limit-messages.ts) as its English comes out.
 */
function errorEntries(): Map<string, ErrorEntry> {
  if (errorOfEnglish) return errorOfEnglish;
  const entries = new Map<string, ErrorEntry>();
  for (const [key, text] of Object.entries(enErrors)) entries.set(text, { key });
  for (const [key, values] of Object.entries(LIMIT_MESSAGE_VALUES))
    entries.set(serverMessage(DEFAULT_LANGUAGE, 'errors', key, values), { key, values });
  errorOfEnglish = entries;
  return entries;
}

/**
 * An error message in `language`: the catalogue's translation of the English `message` when it has one
 * (matched word for word), else `message` unchanged (a message not in the catalogue yet stays English).
 */
export function translateErrorMessage(message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const entry = errorEntries().get(message);
  return entry ? serverMessage(language, 'errors', entry.key, entry.values) : message;
}

/** The language of a request: its `Accept-Language` (headers as API Gateway gives them, lower-cased names). */
export function requestLanguage(headers: Record<string, string | undefined> | undefined): Language {
  return negotiateLanguage(headers?.['accept-language']);
}
