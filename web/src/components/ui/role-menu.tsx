/**
 * The workspace role picker's menu (accounts spec §6 "The role picker groups Team Roles and Guest Roles with a
 * tooltip each"; §3 Role: name, description). A menu button showing the chosen role; the menu lists
 * Team Roles, then Guest Roles, and each role carries its description as a tooltip (shown when the item
 * is hovered or focused, and tied to it with aria-describedby).
 *
 * Descriptions come from `GET /api/v1/permissions` when the caller passes them; until then the shared
 * role table's own descriptions are used (the API serves the same ones).
 *
 * Pages use `RolePicker` (./role-picker), which loads this module, and Radix's dropdown with it, after
 * first paint.
 */
import { useTranslation } from '../../lib/i18n/use-translation';
import { useId } from 'react';
import { Menu, MenuButton, MenuItem } from '@aws-amplify/ui-react';
import { GUEST_ROLES, TEAM_ROLES, type WorkspaceRole } from '../../../../shared/permissions/roles';
import { ROLE_DESCRIPTION, ROLE_NAME } from './role-words';
import './ui-english-messages';
import './role-picker.css';

export interface RolePickerProps {
  /** The chosen role; null shows "Choose a role". */
  value: WorkspaceRole | null;
  onChange: (role: WorkspaceRole) => void;
  /** Accessible name of the button, e.g. "Role of Alex Approver"; the chosen role is appended. */
  label: string;
  /** Role descriptions from the permissions endpoint. */
  descriptions?: Partial<Record<WorkspaceRole, string>>;
  hasError?: boolean;
  isDisabled?: boolean;
  testId?: string;
  /**
   * The roles offered (shared/permissions/ranks.ts grantableRoles: only those the caller may grant,
   * issue 10); every role when absent. A group with none of them is left out.
   */
  roles?: readonly WorkspaceRole[];
}

/** The two groups; `title` is a `common` catalogue key. */
const GROUPS: { title: string; roles: readonly WorkspaceRole[] }[] = [
  { title: 'role.teamRoles', roles: TEAM_ROLES },
  { title: 'role.guestRoles', roles: GUEST_ROLES },
];

/** The chosen role's mark (hidden from screen readers: `aria-current` says it). */
const CHECK = '✓';

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M3 4.5 6 7.5 9 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);

// The menu's button group hands `isDisabled` and `size` to each child: these take and drop them.
function GroupHeading({ title }: { title: string; isDisabled?: boolean; size?: string }) {
  return (
    <div className="gl-role-picker__heading" role="presentation">
      {title}
    </div>
  );
}

function MenuSeparator(_props: { isDisabled?: boolean; size?: string }) {
  return <hr className="gl-role-picker__separator" aria-hidden="true" />;
}

/** A grouped role menu with a tooltip per role. */
export function RoleMenu({
  value,
  onChange,
  label,
  descriptions,
  hasError = false,
  isDisabled = false,
  testId,
  roles,
}: RolePickerProps) {
  const { t, language } = useTranslation('ui');
  const idPrefix = useId();
  const current = t(`common:${value ? ROLE_NAME[value] : 'role.choose'}`);
  // The API's descriptions are English (the shared role table's); other languages take the catalogue's.
  const describe = (role: WorkspaceRole) =>
    (language === 'en' ? descriptions?.[role] : undefined) ?? t(ROLE_DESCRIPTION[role]);
  const offered = roles ? new Set(roles) : null;
  const groups = offered
    ? GROUPS.map((g) => ({ ...g, roles: g.roles.filter((r) => offered.has(r)) })).filter((g) => g.roles.length > 0)
    : GROUPS;
  return (
    <Menu
      menuAlign="start"
      trigger={
        <MenuButton
          size="small"
          className={`gl-role-picker${hasError ? ' gl-role-picker--error' : ''}`}
          aria-label={t('common:role.button', { label, role: current })}
          aria-invalid={hasError || undefined}
          isDisabled={isDisabled}
          data-testid={testId}
        >
          <span>{current}</span>
          <Chevron />
        </MenuButton>
      }
    >
      {groups.flatMap((group, index) => [
        ...(index > 0 ? [<MenuSeparator key={`${group.title}-separator`} />] : []),
        <GroupHeading key={group.title} title={t(group.title)} />,
        ...group.roles.map((role) => {
          const tipId = `${idPrefix}-${role}`;
          const selected = role === value;
          return (
            <MenuItem
              key={role}
              className="gl-role-picker__item"
              onClick={() => onChange(role)}
              aria-label={t('role.item', { role: t(`common:${ROLE_NAME[role]}`), group: t(group.title) })}
              aria-describedby={tipId}
              aria-current={selected || undefined}
            >
              <span className="gl-role-picker__name">{t(`common:${ROLE_NAME[role]}`)}</span>
              {selected ? (
                <span className="gl-role-picker__check" aria-hidden="true">
                  {CHECK}
                </span>
              ) : null}
              <span role="tooltip" id={tipId} className="gl-role-picker__tip">
                {describe(role)}
              </span>
            </MenuItem>
          );
        }),
      ])}
    </Menu>
  );
}
