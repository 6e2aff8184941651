/**
 * The workspace switcher of the top bar (accounts spec §2 Workspace page "workspace switcher"): the current
 * workspace's logo and name as a menu button. The list of the organization's workspaces
 * (workspace-switcher-items.tsx, with Radix's menu code) loads on the button's first hover or focus, or on
 * its press (issue 39; decisions MN1).
 */
import { MenuButton } from '@aws-amplify/ui-react';
import type { WorkspaceSummary } from '../../../../../shared/schemas/workspace';
import { WorkspaceLogo } from './workspace-logo';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { menuOnIntent } from '../../../components/ui/menu-on-intent';
import '../english-messages';

const WorkspaceSwitcherItems = menuOnIntent(() =>
  import('./workspace-switcher-items').then((m) => m.WorkspaceSwitcherItems),
);

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
  return (
    <WorkspaceSwitcherItems
      organizationId={organizationId}
      workspaceId={workspaceId}
      trigger={
        <MenuButton className="gl-switcher" variation="link" size="small" aria-label={t('switcher.label', { name })}>
          <WorkspaceLogo logo={logo} name={name} size="small" />
          <span className="gl-switcher__name">{name}</span>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </MenuButton>
      }
    />
  );
}
