/**
 * The header's organization dropdown (accounts spec §2 Header): shows the current organization and
 * switches to another one's home. The button is drawn at once; the list (organization-menu-items.tsx, with
 * Radix's menu code) loads on its first hover or focus, or on its press (issue 39; decisions MN1). Its texts
 * come from the `header-menus` catalogue, English bundled with the header widgets (issue 41; decisions LU1).
 */
import { MenuButton } from '@aws-amplify/ui-react';
import type { Organization } from '../../../../../shared/schemas/organization';
import { organizationLabel } from './organization-label';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { menuOnIntent } from '../../../components/ui/menu-on-intent';
import '../../../components/layouts/header-menus-english-messages';

const OrganizationMenuItems = menuOnIntent(() =>
  import('./organization-menu-items').then((m) => m.OrganizationMenuItems),
);

interface OrganizationDropdownProps {
  organizations: readonly Organization[];
  currentId: string | undefined;
}

/** Menu listing the user's organizations; choosing one opens its home. */
export function OrganizationDropdown({ organizations, currentId }: OrganizationDropdownProps) {
  const { t } = useTranslation('header-menus');
  const current = organizations.find((o) => o.id === currentId);
  const label = current ? organizationLabel(current, t('organization.personal')) : t('organization.none');

  return (
    <OrganizationMenuItems
      organizations={organizations}
      currentId={currentId}
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
    />
  );
}
