/**
 * The contents area's English messages (the `contents` namespace: gallery, thumbnails, selection toolbar,
 * uploads, storage warning, new version), bundled with their code (issue 41; decisions LN14, LU7): the
 * contents draw in the card popup, which opens with no request and no script after the click. Import for
 * its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/contents.json', {
    eager: true,
    import: 'default',
  }),
);
