/**
 * The message catalogues as the browser tests of issue 41 read them: a namespace's messages in one
 * language, and the English messages a German screen must not show.
 */
import { readFileSync } from 'node:fs';

/** `shared/i18n/locales/{language}/{namespace}.json`: key → ICU message. */
export const catalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../shared/i18n/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** The English messages of `namespace` with no arguments that German words differently: none may show in German. */
export function englishOnlyMessages(namespace: string): string[] {
  const en = catalogue('en', namespace);
  const de = catalogue('de', namespace);
  return Object.entries(en)
    .filter(([key, text]) => !text.includes('{') && text.length > 3 && de[key] !== text)
    .map(([, text]) => text);
}

/** Makes `token`'s user Greta Gruber, who reads German (the profile's `language`, issue 41). */
export async function makeGermanReader(token: string): Promise<void> {
  const { api } = await import('./api');
  const res = await api('PUT', '/api/v1/users/update_detail', {
    token,
    body: { first_name: 'Greta', last_name: 'Gruber', language: 'de' },
  });
  if (res.status !== 200) throw new Error(`Profile update failed: ${JSON.stringify(res.body)}`);
}
