/**
 * The API's messages in the caller's language (issue 41 "the API's error messages"; decisions LN2, LN8,
 * LV9): the `errors` namespace of shared/i18n/locales, formatted with intl-messageformat (FormatJS). English
 * is the fallback for a key a catalogue lacks (the catalogue test prevents it) and the language of every
 * caller without a usable preference.
 *
 * The four `errors` catalogues (≈ 80 KB) are read on the first error that needs one, never at module init, and
 * are not in any bundle (issue 39 "each function carries only what it uses"; decisions LV9, LI1). A bundle
 * (built with infra/lib/bundling.ts, which defines `GREENLIGHT_BUNDLED`) reads them from
 * `i18n/<language>/errors.json` beside its index.mjs, where AppFunction's bundling hook copies them
 * (FILES_BESIDE_BUNDLE); the sources (local stack, tests) read them from shared/i18n/locales.
 */
import { readFile } from 'node:fs/promises';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LANGUAGE, negotiateLanguage, type Language } from '../../../../shared/i18n/languages';
import { LIMIT_MESSAGE_VALUES } from './limit-messages';
import type { MessageKey } from '../http/errors';

/**
 * The namespace every function carries: the API's errors. The other server namespaces (`email`,
 * `account-email`, `organization-email`, `notices`, `review-report`) load with the modules that use them,
 * through {@link catalogueText}, so a function that never e-mails carries no e-mail words (issue 39 budgets).
 */
export type ServerNamespace = 'errors';
/** A message's values: ICU arguments by name. */
export type ServerMessageValues = Record<string, string | number | Date>;

/** `true` inside a Lambda bundle (esbuild `define`, infra/lib/bundling.ts BUNDLED_FLAG); undeclared in the sources. */
declare const GREENLIGHT_BUNDLED: boolean | undefined;

/** The file of `language`'s `errors` catalogue: beside the bundle, or in shared/i18n/locales for the sources. */
export function errorsCatalogueUrl(language: Language): URL {
  return typeof GREENLIGHT_BUNDLED !== 'undefined' && GREENLIGHT_BUNDLED
    ? new URL(`./i18n/${language}/errors.json`, import.meta.url)
    : new URL(`../../../../shared/i18n/locales/${language}/errors.json`, import.meta.url);
}

const loadedCatalogues = new Map<Language, Promise<Record<string, string>>>();

/**
 * The `errors` catalogue of `language` (read once per container).
 * @throws Error (rejects) when the file is missing: a bundle deployed without FILES_BESIDE_BUNDLE.
 */
function errorsIn(language: Language): Promise<Record<string, string>> {
  let catalogue = loadedCatalogues.get(language);
  if (!catalogue) {
    catalogue = readFile(errorsCatalogueUrl(language), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
    );
    loadedCatalogues.set(language, catalogue);
  }
  return catalogue;
}

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
export async function serverMessage(
  language: Language,
  namespace: ServerNamespace,
  key: string,
  values?: ServerMessageValues,
): Promise<string> {
  const message = (await errorsIn(language))[key] ?? (await errorsIn(DEFAULT_LANGUAGE))[key];
  if (message === undefined) throw new Error(`No message ${namespace}:${key}`);
  return formatCatalogueMessage(`${language}/${namespace}:${key}`, language, message, values);
}

/** A thrown English message's catalogue entry: its key, and the values of one built from a limit. */
interface ErrorEntry {
  key: string;
  values?: ServerMessageValues;
}

let errorOfEnglish: Promise<Map<string, ErrorEntry>> | undefined;

/**
 * English error message → its entry, built on the first translated error: every fixed message of the catalogue,
 * and each message built from a limit (./limit-messages.ts) as its English comes out.
 */
function errorEntries(): Promise<Map<string, ErrorEntry>> {
  errorOfEnglish ??= (async () => {
    const entries = new Map<string, ErrorEntry>();
    for (const [key, text] of Object.entries(await errorsIn(DEFAULT_LANGUAGE))) entries.set(text, { key });
    for (const [key, values] of Object.entries(LIMIT_MESSAGE_VALUES))
      entries.set(await serverMessage(DEFAULT_LANGUAGE, 'errors', key, values), { key, values });
    return entries;
  })();
  return errorOfEnglish;
}

/**
 * An error message in `language`. With `keyed` (a message built from values, decisions MV1): the key's message
 * formatted with its values, when the key's English with those values is `message` word for word (so a key
 * given wrongly can never put another sentence in the reader's language). Otherwise the catalogue's translation
 * of the English `message` when it has one (matched word for word), else `message` unchanged (a message not in
 * the catalogue stays English).
 */
export async function translateErrorMessage(message: string, language: Language, keyed?: MessageKey): Promise<string> {
  if (language === DEFAULT_LANGUAGE) return message;
  if (keyed) {
    const english = await serverMessage(DEFAULT_LANGUAGE, 'errors', keyed.key, keyed.values).catch(() => undefined);
    if (english === message) return serverMessage(language, 'errors', keyed.key, keyed.values);
  }
  const entry = (await errorEntries()).get(message);
  return entry ? serverMessage(language, 'errors', entry.key, entry.values) : message;
}

/** The language of a request: its `Accept-Language` (headers as API Gateway gives them, lower-cased names). */
export function requestLanguage(headers: Record<string, string | undefined> | undefined): Language {
  return negotiateLanguage(headers?.['accept-language']);
}
