/**
 * Vite plugin for the message catalogues (issue 41; decisions LN1, LN2, LN4). Catalogues are
 * `shared/i18n/locales/{language}/{namespace}.json` (flat `key → ICU message`); the web app imports them
 * lazily (`import.meta.glob`, one chunk per language and namespace) and this plugin turns each into its
 * parsed form, so the browser needs no ICU parser (web/src/lib/i18n/format-message.ts formats it).
 * `…/en/{namespace}.json?pseudo` gives the `en-XA` pseudo-locale, generated from English (development only).
 */
import type { Plugin } from 'vite';
import { compileCatalogue, type Catalogue } from './compile';
import { pseudoLocalize } from './pseudo';

const CATALOGUE = /[\\/]shared[\\/]i18n[\\/]locales[\\/]([a-z]{2}(?:-[A-Z]{2})?)[\\/][a-z-]+\.json(\?.*)?$/;

/** The plugin; add it to every build that renders messages (the app, the review page, vitest's unit project). */
export function icuCatalogues(): Plugin {
  return {
    name: 'greenlight-icu-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const compiled = compileCatalogue(JSON.parse(code) as Catalogue, match[1]);
      if (match[2]?.includes('pseudo')) {
        for (const key of Object.keys(compiled)) compiled[key] = pseudoLocalize(compiled[key]);
        // With a query the file is no longer JSON to the bundler (a test-mode build parsed it as JS): a module.
        return { code: `export default ${JSON.stringify(compiled)};`, map: null };
      }
      // Still JSON: Vite's own JSON handling makes it a module.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
