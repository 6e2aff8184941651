/**
 * The workspace options menu's "⋯" button (accounts spec §2 Workspace page "options menu (Settings, Leave
 * Workspace, Delete)"). The button is drawn at once; the menu, its items and their popups
 * (workspace-options-menu-items.tsx, with Radix's menu code) load on the button's first hover or focus, or on
 * its press (issue 39; decisions MN1).
 */
import { MenuButton } from '@aws-amplify/ui-react';
import { DotsIcon } from '../../../components/ui/dots-icon';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { menuOnIntent } from '../../../components/ui/menu-on-intent';
import type { WorkspaceOptionsMenuProps } from './workspace-options-menu-items';
import '../english-messages';

/** The leave confirmation (accounts spec §5); the menu shows the catalogue's `options.leaveQuestion`, this word for word in English. */
export const LEAVE_WORKSPACE_QUESTION = 'Are you sure you want to leave this workspace?';

const WorkspaceOptionsMenuItems = menuOnIntent(() =>
  import('./workspace-options-menu-items').then((m) => m.WorkspaceOptionsMenuItems),
);

/** The "⋯" menu of the workspace and its popups. */
export function WorkspaceOptionsMenu(props: WorkspaceOptionsMenuProps) {
  const { t } = useTranslation('workspace');
  return (
    <WorkspaceOptionsMenuItems
      {...props}
      trigger={
        <MenuButton
          size="small"
          className="gl-topbar__options"
          aria-label={t('options.label')}
          data-testid="workspace-options"
        >
          <DotsIcon size={18} />
        </MenuButton>
      }
    />
  );
}
