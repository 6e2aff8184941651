/**
 * The languages Greenlight speaks (issue 41 "English, Spanish and German complete", French as the fourth) and how a preference is
 * picked: a user's stored language first, else the browser's (`Accept-Language` on the server,
 * `navigator.languages` in the web app). Shared by the web app, the review page and the API (decisions LN1).
 */

/** Every language with a complete catalogue, English first (the source language and the fallback). */
export const LANGUAGES = ['en', 'es', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a user or reviewer who has none (and of every request without a usable preference). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words: what the profile and review page pickers show, never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
};

/** Whether `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `value` when it is a language, else {@link DEFAULT_LANGUAGE}: a stored language, absent on older items. */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/**
 * The best language for a list of preferences: an `Accept-Language` header ("de-DE,de;q=0.9,en;q=0.8") or
 * `navigator.languages` (["es-MX", "en"]). Tags are ranked by `q` (1 when absent; equal weights keep their
 * order) and matched on their primary subtag; `*`, `q=0` and unknown tags are skipped.
 * @returns the first supported match, else {@link DEFAULT_LANGUAGE}.
 */
export function negotiateLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const ranked = entries
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().split('-')[0].toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
