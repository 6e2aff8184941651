/**
 * The header menus' English messages (the `header-menus` namespace: the organization dropdown, the profile
 * menu, the admin and recycle-bin links; issue 41, decisions LU1), bundled with their code, which loads just
 * after first paint with the other header widgets (app/header-widgets.ts). Kept apart from `header` (the
 * shell's, in every page's initial JS) so these words load with the menus, not before them. Import for its
 * side effect.
 */
import { provideCatalogues, type ParsedCatalogue } from '../../lib/i18n/i18n-store';

provideCatalogues(
  import.meta.glob<ParsedCatalogue>('../../../../shared/i18n/locales/en/header-menus.json', {
    eager: true,
    import: 'default',
  }),
);
