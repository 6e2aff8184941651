/**
 * The card settings menu (cards spec §2 "Card settings dropdown … Copy, archive or unarchive, and Move
 * to Recycle Bin"): the items of `SETTINGS_ITEMS` the caller may use; nothing when there are none.
 * Choosing an item opens its dialog; an item that cannot be used now is disabled with its reason under it.
 */
import { useState } from 'react';
import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { useCardPopup } from '../../hooks/use-card-popup';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import { SETTINGS_ITEMS, type SettingsItem } from '../card-popup-sections';

/** The "⋯" menu of the card. */
export function CardSettingsMenu() {
  const { t } = useTranslation('card');
  const popup = useCardPopup();
  const [chosen, setChosen] = useState<SettingsItem | null>(null);
  const items = SETTINGS_ITEMS.filter((item) => item.visible(popup));
  if (items.length === 0) return null;
  return (
    <>
      <Menu
        menuAlign="end"
        size="small"
        trigger={
          <MenuButton size="small" variation="link" padding="xxs" aria-label={t('settings.menu')} data-card-settings="">
            ⋯
          </MenuButton>
        }
      >
        {items.map((item) => {
          const reason = item.disabledReason?.(popup) ?? null;
          return (
            <MenuItem
              key={item.id}
              onClick={() => setChosen(item)}
              isDisabled={reason !== null}
              title={reason ?? undefined}
            >
              {reason === null ? (
                t(item.labelKey(popup.card))
              ) : (
                <span className="gl-card-settings__disabled">
                  {t(item.labelKey(popup.card))}
                  <small>{reason}</small>
                </span>
              )}
            </MenuItem>
          );
        })}
      </Menu>
      {chosen ? <chosen.Dialog onDone={() => setChosen(null)} /> : null}
    </>
  );
}
