/**
 * The workspace switcher's list once its code has come (accounts spec §2 Workspace page "workspace
 * switcher"; "Switching workspace navigates to the organization, workspaces, the workspace id and list"):
 * the organization's workspaces, A-Z, each with its logo thumb (§3 Workspace logo). Loaded on intent by
 * `workspace-switcher.tsx` (issue 39; decisions MN1).
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Menu, MenuItem } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { useWorkspaces } from '../api/get-workspaces';
import { sortWorkspaces } from '../utils/sort-workspaces';
import { WorkspaceLogo } from './workspace-logo';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-intent';
import '../english-messages';

interface WorkspaceSwitcherItemsProps {
  organizationId: string;
  workspaceId: string;
}

/** The organization's workspaces under the switcher's button. */
export function WorkspaceSwitcherItems({
  menu,
  organizationId,
  workspaceId,
}: WorkspaceSwitcherItemsProps & LoadedMenuProps) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const query = useWorkspaces(organizationId);
  const workspaces = useMemo(() => (query.data ? sortWorkspaces(query.data, 'alphabetical') : []), [query.data]);

  return (
    <Menu menuAlign="start" {...menu}>
      {query.isPending ? <MenuItem isDisabled>{t('switcher.loading')}</MenuItem> : null}
      {query.isError ? <MenuItem isDisabled>{t('switcher.failed')}</MenuItem> : null}
      {workspaces.map((workspace) => (
        <MenuItem
          key={workspace.id}
          onClick={() => void navigate(paths.workspace.getHref(organizationId, workspace.id, 'list'))}
          aria-current={workspace.id === workspaceId ? 'true' : undefined}
          fontWeight={workspace.id === workspaceId ? 'bold' : undefined}
        >
          <span className="gl-switcher__item">
            <WorkspaceLogo logo={workspace.logo} name={workspace.name} size="small" decorative />
            {workspace.name}
          </span>
        </MenuItem>
      ))}
    </Menu>
  );
}
