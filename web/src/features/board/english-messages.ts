/**
 * The board's English messages, bundled with the board's code (issue 39 "a board at Planka's speed";
 * decisions LN14): an English board draws with no catalogue request. Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/board.json', {
    eager: true,
    import: 'default',
  }),
);
