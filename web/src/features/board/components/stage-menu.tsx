/**
 * A stage column's menu on the board (accounts spec §6 "Stage settings need stage access; sorting needs
 * sort permission"): Rename and Delete with can_access_stage, sorting the column's cards by due date
 * (ascending or descending) with can_access_sort_stage, and back to the board order.
 */
import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import type { StageSortType } from '../api/get-stage-sorted-cards';
import { DotsIcon } from '../../../components/ui/dots-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface StageMenuProps {
  stageName: string;
  canManage: boolean;
  canSort: boolean;
  sortType: StageSortType | null;
  onRename: () => void;
  onDelete: () => void;
  onSort: (sortType: StageSortType | null) => void;
}

/** The "⋯" menu of one column; renders nothing when the caller may do none of it. */
export function StageMenu({ stageName, canManage, canSort, sortType, onRename, onDelete, onSort }: StageMenuProps) {
  const { t } = useTranslation('board');
  if (!canManage && !canSort) return null;
  return (
    <Menu
      menuAlign="end"
      size="small"
      trigger={
        <MenuButton size="small" variation="link" padding="xxs" aria-label={t('stage.options', { stage: stageName })}>
          <DotsIcon size={16} />
        </MenuButton>
      }
    >
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
