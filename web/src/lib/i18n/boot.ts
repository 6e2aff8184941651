/**
 * Starting the interface in its language (issue 41; decisions LN3): the entry points await `bootI18n` before
 * the first render, so no screen ever paints in the wrong language or with keys.
 */
import { provideCatalogues, setLanguage, type ParsedCatalogue, type UiLanguage } from './i18n-store';

// English `common` ships with the entry: an English screen's first paint waits for no catalogue (LN14).
provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/common.json', {
    eager: true,
    import: 'default',
  }),
);

/**
 * Loads `common` and `namespaces` in `language` (and its date-fns locale) and makes it the interface
 * language. A catalogue that fails to load (offline) falls back to English, which then must load.
 */
export async function bootI18n(language: UiLanguage, namespaces: readonly string[] = []): Promise<void> {
  const wanted = ['common', ...namespaces];
  await setLanguage(language, wanted).catch(() => setLanguage('en', wanted));
}
