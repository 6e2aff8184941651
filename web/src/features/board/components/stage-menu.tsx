/**
 * A stage column's "⋯" button on the board (accounts spec §6 "Stage settings need stage access; sorting
 * needs sort permission"). The button is drawn at once; the menu (stage-menu-items.tsx, with Radix's menu
 * code) loads on a stage button's first hover or focus, or on its press (issue 39; decisions MN1).
 */
import { MenuButton } from '@aws-amplify/ui-react';
import { DotsIcon } from '../../../components/ui/dots-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { menuOnIntent } from '../../../components/ui/menu-on-intent';
import type { StageMenuProps } from './stage-menu-items';
import '../english-messages';

const StageMenuItems = menuOnIntent(() => import('./stage-menu-items').then((m) => m.StageMenuItems));

/** The "⋯" menu of one column; renders nothing when the caller may do none of it. */
export function StageMenu(props: StageMenuProps) {
  const { t } = useTranslation('board');
  if (!props.canManage && !props.canSort) return null;
  return (
    <StageMenuItems
      {...props}
      trigger={
        <MenuButton
          size="small"
          variation="link"
          padding="xxs"
          aria-label={t('stage.options', { stage: props.stageName })}
        >
          <DotsIcon size={16} />
        </MenuButton>
      }
    />
  );
}
