/**
 * A translator like `useTranslation(namespace).t` for unit tests of pure helpers that take `t` (issue 41):
 * it formats the namespace's messages of `language` straight from shared/i18n/locales, as the browser does.
 * @throws Error when the namespace has no catalogue in that language.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileCatalogue } from '../../shared/i18n/compile';
import { formatMessage, type MessageValues } from '../../web/src/lib/i18n/format-message';

/** `t(key, values)` of `namespace` in `language` (English by default); an unknown key throws. */
export function catalogueTranslator(namespace: string, language = 'en') {
  const file = fileURLToPath(new URL(`../../shared/i18n/locales/${language}/${namespace}.json`, import.meta.url));
  const compiled = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, language);
  return (key: string, values?: MessageValues): string => {
    const message = compiled[key];
    if (!message) throw new Error(`No message ${namespace}:${key} in ${language}`);
    return formatMessage(message, values, language);
  };
}
