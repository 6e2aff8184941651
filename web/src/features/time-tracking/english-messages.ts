/**
 * The timer control's English messages (the `time-tracking` namespace), bundled with its code (issue 41;
 * decisions LN14, LR5): the control is in the card popup, which draws at once with no request after the
 * click. Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/time-tracking.json', {
    eager: true,
    import: 'default',
  }),
);
