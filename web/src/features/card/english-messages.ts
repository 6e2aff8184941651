/**
 * The card popup's English messages, bundled with the popup's code (issue 39 "a card that draws at once";
 * decisions LN14): a hovered card opens with no request and no script after the click. Import for its
 * side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/card.json', { eager: true, import: 'default' }),
);
