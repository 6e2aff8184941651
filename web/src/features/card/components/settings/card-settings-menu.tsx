/**
 * The card settings menu (cards spec §2 "Card settings dropdown … Copy, archive or unarchive, and Move
 * to Recycle Bin"): the items of `SETTINGS_ITEMS` the caller may use; nothing when there are none.
 * Choosing an item opens its dialog. The "⋯" button is drawn at once; the menu itself
 * (card-settings-menu-items.tsx, with Radix's menu code) and the items' dialogs (settings-dialogs.ts) load on
 * the button's first hover or focus, or on its press (issue 39; decisions MN1, CB4, UJ1).
 */
import { Suspense, useState } from 'react';
import { MenuButton } from '@aws-amplify/ui-react';
import { menuOnIntent } from '../../../../components/ui/menu-on-intent';
import { useCardPopup } from '../../hooks/use-card-popup';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import { preloadSettingsDialogs, SETTINGS_ITEMS, type SettingsItem } from '../card-popup-sections';

// The dialogs' code comes with the menu's, on the same intent (decisions UJ1): choosing an item opens its dialog at once.
const CardSettingsMenuItems = menuOnIntent(() => {
  preloadSettingsDialogs();
  return import('./card-settings-menu-items').then((m) => m.CardSettingsMenuItems);
});

/** The "⋯" menu of the card. */
export function CardSettingsMenu() {
  const { t } = useTranslation('card');
  const popup = useCardPopup();
  const [chosen, setChosen] = useState<SettingsItem | null>(null);
  const items = SETTINGS_ITEMS.filter((item) => item.visible(popup));
  if (items.length === 0) return null;
  return (
    <>
      <CardSettingsMenuItems
        items={items}
        onChoose={setChosen}
        trigger={
          <MenuButton size="small" variation="link" padding="xxs" aria-label={t('settings.menu')} data-card-settings="">
            ⋯
          </MenuButton>
        }
      />
      {/* Only a chosen item's dialog whose code has not come yet (a press before it) suspends, and only itself. */}
      {chosen ? (
        <Suspense fallback={null}>
          <chosen.Dialog onDone={() => setChosen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
