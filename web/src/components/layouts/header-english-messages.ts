/**
 * The app header's English messages (the `header` namespace: the shell's menu toggle, skip link and home
 * link, the report links), bundled with the header's code (issue 41; decisions LN14, LR1): the header draws
 * on every signed-in page, so its English must not be a lazy chunk of its own (the board's cold load stays
 * within its 20 files). Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/header.json', {
    eager: true,
    import: 'default',
  }),
);
