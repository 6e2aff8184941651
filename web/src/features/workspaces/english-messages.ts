/**
 * The workspace shell's English messages (organization home's workspace list, the workspace top bar),
 * bundled with their code (issue 41; decisions LN14, LS1): the board page's top bar draws with no catalogue
 * request, so the board's cold load stays within its 20 files. Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/workspace.json', {
    eager: true,
    import: 'default',
  }),
);
