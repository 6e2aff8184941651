/**
 * The header's organization dropdown (accounts spec §2 Header): shows the current organization and
 * switches to another one's home. Its texts come from the `header-menus` catalogue, English bundled with the
 * header widgets (issue 41; decisions LU1).
 */
import { useNavigate } from 'react-router';
import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import type { Organization } from '../../../../../shared/schemas/organization';
import { ORGANIZATION_TYPES } from './organization-label';
import { paths } from '../../../config/paths';
import { organizationLabel } from './organization-label';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../components/layouts/header-menus-english-messages';

interface OrganizationDropdownProps {
  organizations: readonly Organization[];
  currentId: string | undefined;
}

/** Menu listing the user's organizations; choosing one opens its home. */
export function OrganizationDropdown({ organizations, currentId }: OrganizationDropdownProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('header-menus');
  const personal = t('organization.personal');
  const current = organizations.find((o) => o.id === currentId);
  // Same order as the sidebar: My Workspace, then shared, then business organizations.
  const ordered = ORGANIZATION_TYPES.flatMap((type) => organizations.filter((o) => o.organization_type === type));
  const label = current ? organizationLabel(current, personal) : t('organization.none');

  return (
    <Menu
      menuAlign="start"
      trigger={
        <MenuButton
          className="gl-org-dropdown"
          size="small"
          aria-label={t('organization.switch', { name: label })}
          gap="xs"
        >
          <span className="gl-org-dropdown__label">{label}</span>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </MenuButton>
      }
    >
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
