/**
 * The workspace switcher of the top bar (accounts spec §2 Workspace page "workspace switcher";
 * "Switching workspace navigates to the organization, workspaces, the workspace id and list"). A menu
 * of the organization's workspaces, A-Z, each with its logo thumb (§3 Workspace logo), under the current
 * workspace's logo and name.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { paths } from '../../../config/paths';
import { useWorkspaces } from '../api/get-workspaces';
import { sortWorkspaces } from '../utils/sort-workspaces';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { WorkspaceLogo } from './workspace-logo';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../english-messages';

interface WorkspaceSwitcherProps {
  organizationId: string;
  workspaceId: string;
  name: string;
  /** The current workspace's logo. */
  logo?: WorkspaceSummary['logo'];
}

/** The workspace name as a menu button listing the organization's workspaces. */
export function WorkspaceSwitcher({ organizationId, workspaceId, name, logo }: WorkspaceSwitcherProps) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const query = useWorkspaces(organizationId);
  const workspaces = useMemo(() => (query.data ? sortWorkspaces(query.data, 'alphabetical') : []), [query.data]);

  return (
    <Menu
      menuAlign="start"
      trigger={
        <MenuButton className="gl-switcher" variation="link" size="small" aria-label={t('switcher.label', { name })}>
          <WorkspaceLogo logo={logo} name={name} size="small" />
          <span className="gl-switcher__name">{name}</span>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </MenuButton>
      }
    >
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
