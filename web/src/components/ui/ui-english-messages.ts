/**
 * The `ui` namespace's English, bundled with the shared components that show it (issue 41; decisions LN14,
 * MC2): the role picker and menu, the picture picker and crop dialog, the copy field, the seats line, the
 * stage settings tables, the invalid-stage popup and the minimized-card dock. They draw with no catalogue
 * request, and their words stay out of `common`, which is in every page's first script. Import for its side
 * effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/ui.json', { eager: true, import: 'default' }),
);
