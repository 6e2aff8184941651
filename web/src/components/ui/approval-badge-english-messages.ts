/**
 * The `approvals` namespace's English messages for the approval badge (issue 41; decisions LN14, LT4): the
 * badge draws on the board's cards, which cannot wait for a catalogue request. The same JSON module as
 * features/approvals/english-messages.ts (the bundler keeps one copy); components do not import features.
 * Import for its side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/approvals.json', {
    eager: true,
    import: 'default',
  }),
);
