/**
 * The card settings menu's items (cards spec §2 "Card settings dropdown … Copy, archive or unarchive, and Move
 * to Recycle Bin"), once their code has come: loaded on intent by `card-settings-menu.tsx` (issue 39 "≤ 50 KB
 * of unused JavaScript on first load"; decisions MN1, CB4), so Radix's menu (the `MenuItem` chunk) is not
 * part of a card's first screen. An item that cannot be used now is disabled with its reason under it.
 */
import { Menu, MenuItem } from '@aws-amplify/ui-react';
import type { LoadedMenuProps } from '../../../../components/ui/menu-on-intent';
import { useCardPopup } from '../../hooks/use-card-popup';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import '../../english-messages';
import type { SettingsItem } from '../card-popup-sections';

/** The loaded menu's props: the items the caller may see, and what choosing one does. */
export interface CardSettingsMenuProps {
  items: readonly SettingsItem[];
  onChoose: (item: SettingsItem) => void;
}

/** The items of the card's "⋯" menu. */
export function CardSettingsMenuItems({ menu, items, onChoose }: CardSettingsMenuProps & LoadedMenuProps) {
  const { t } = useTranslation('card');
  const popup = useCardPopup();
  return (
    <Menu menuAlign="end" size="small" {...menu}>
      {items.map((item) => {
        const reason = item.disabledReason?.(popup) ?? null;
        return (
          <MenuItem
            key={item.id}
            onClick={() => onChoose(item)}
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
  );
}
