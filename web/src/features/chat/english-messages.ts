/**
 * The chat's English messages, bundled with the chat dock's code (issue 41; decisions LN14, MC3): the
 * launcher draws on the workspace page with no catalogue request, so the board's cold load keeps its 20
 * files. Other languages load `chat` as a lazy chunk. Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/chat.json', { eager: true, import: 'default' }),
);
