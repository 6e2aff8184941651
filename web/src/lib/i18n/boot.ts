/**
 * Starting the interface in its language (issue 41; decisions LN3): the entry points await `bootI18n` before
 * the first render, so no screen ever paints in the wrong language or with keys.
 */
import { setLanguage, type UiLanguage } from './i18n-store';

/**
 * Loads `common` and `namespaces` in `language` (and its date-fns locale) and makes it the interface
 * language. A catalogue that fails to load (offline) falls back to English, which then must load.
 */
export async function bootI18n(language: UiLanguage, namespaces: readonly string[] = []): Promise<void> {
  const wanted = ['common', ...namespaces];
  await setLanguage(language, wanted).catch(() => setLanguage('en', wanted));
}
