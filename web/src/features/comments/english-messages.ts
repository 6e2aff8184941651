/**
 * The `comments` namespace's English messages (issue 41; decisions LN14, LT1), bundled with the comment
 * tabs, the composer and the annotation thread: they draw inside the card popup at once, with no request
 * and no extra file on the board's cold load. Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/comments.json', {
    eager: true,
    import: 'default',
  }),
);
