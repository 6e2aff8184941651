/**
 * The `auth` namespace's English (issue 41; decisions MB1): the signed-out pages (sign-in, registration,
 * password, confirmation and unlock pages, invitations, the legal pages' frame) and the spec's account
 * messages. Bundled with the code that shows them, so an English sign-in page draws at once, with no
 * catalogue request (decisions LN14); other languages load lazily (main.tsx asks for them before the first
 * render of a signed-out visitor). Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from './i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/auth.json', {
    eager: true,
    import: 'default',
  }),
);
