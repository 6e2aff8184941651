/**
 * The notifications' English messages (the bell, its panel and the list), bundled with their code
 * (issue 41; decisions LN14, LR1): the bell is in the header of every signed-in page, so its English must
 * not be a lazy chunk of its own. Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/notifications.json', {
    eager: true,
    import: 'default',
  }),
);
