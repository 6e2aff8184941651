/**
 * The header's organization dropdown once its code has come (accounts spec §2 Header): the user's
 * organizations, My Workspace first, then shared, then business ones; choosing one opens its home. Loaded on
 * intent by `organization-dropdown.tsx` (issue 39; decisions MN1).
 */
import { useNavigate } from 'react-router';
import { Menu, MenuItem } from '@aws-amplify/ui-react';
import type { Organization } from '../../../../../shared/schemas/organization';
import { ORGANIZATION_TYPES, organizationLabel } from './organization-label';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-intent';
import '../../../components/layouts/header-menus-english-messages';

interface OrganizationMenuItemsProps {
  organizations: readonly Organization[];
  currentId: string | undefined;
}

/** The organizations' list under the dropdown's button. */
export function OrganizationMenuItems({
  menu,
  organizations,
  currentId,
}: OrganizationMenuItemsProps & LoadedMenuProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('header-menus');
  const personal = t('organization.personal');
  // Same order as the sidebar: My Workspace, then shared, then business organizations.
  const ordered = ORGANIZATION_TYPES.flatMap((type) => organizations.filter((o) => o.organization_type === type));

  return (
    <Menu menuAlign="start" {...menu}>
      {ordered.map((organization) => (
        <MenuItem
          key={organization.id}
          onClick={() => navigate(paths.organization.getHref(organization.id))}
          aria-current={organization.id === currentId ? 'true' : undefined}
          fontWeight={organization.id === currentId ? 'bold' : undefined}
        >
          {organizationLabel(organization, personal)}
        </MenuItem>
      ))}
    </Menu>
  );
}
