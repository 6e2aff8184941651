/**
 * A stage column's menu on the board (accounts spec §6 "Stage settings need stage access; sorting needs
 * sort permission"): Rename and Delete with can_access_stage, sorting the column's cards by due date
 * (ascending or descending) with can_access_sort_stage, and back to the board order.
 *
 * The menu once its code has come, loaded on intent by `stage-menu.tsx` (issue 39; decisions MN1).
 */
import { Menu, MenuItem } from '@aws-amplify/ui-react';
import type { StageSortType } from '../api/get-stage-sorted-cards';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-intent';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

/** The loaded stage menu's props (see `StageMenu`). */
export interface StageMenuProps {
  stageName: string;
  canManage: boolean;
  canSort: boolean;
  sortType: StageSortType | null;
  onRename: () => void;
  onDelete: () => void;
  onSort: (sortType: StageSortType | null) => void;
}

/** The items of one column's "⋯" menu. */
export function StageMenuItems({
  menu,
  canManage,
  canSort,
  sortType,
  onRename,
  onDelete,
  onSort,
}: StageMenuProps & LoadedMenuProps) {
  const { t } = useTranslation('board');
  return (
    <Menu menuAlign="end" size="small" {...menu}>
      {canManage ? <MenuItem onClick={onRename}>{t('stage.rename')}</MenuItem> : null}
      {canSort ? (
        <MenuItem onClick={() => onSort('ascending')} aria-current={sortType === 'ascending' ? 'true' : undefined}>
          {t('sort.earliest')}
        </MenuItem>
      ) : null}
      {canSort ? (
        <MenuItem onClick={() => onSort('descending')} aria-current={sortType === 'descending' ? 'true' : undefined}>
          {t('sort.latest')}
        </MenuItem>
      ) : null}
      {canSort && sortType ? <MenuItem onClick={() => onSort(null)}>{t('sort.back')}</MenuItem> : null}
      {canManage ? (
        <MenuItem onClick={onDelete} color="font.error">
          {t('stage.deleteAction')}
        </MenuItem>
      ) : null}
    </Menu>
  );
}
