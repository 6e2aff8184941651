/**
 * The header's profile menu (accounts spec §2 Header: profile menu with Profile and Log Out).
 * Profile arrives with the accounts issue; "Log Out" ends the session here and on the server.
 */
import { Flex, Menu, MenuButton, MenuItem, Text, Divider } from '@aws-amplify/ui-react';
import { useStoredUser } from '../../../lib/session';
import { useLogout } from '../api/logout';

/** Avatar button opening the profile menu. */
export function ProfileMenu() {
  const user = useStoredUser();
  const logoutMutation = useLogout();
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  const initials = user?.name_initials || fullName.slice(0, 1).toUpperCase() || '?';

  return (
    <Menu
      menuAlign="end"
      trigger={
        <MenuButton variation="link" size="small" aria-label={`Profile menu for ${fullName || user?.email || 'you'}`} padding="xxs">
          <span className="gl-avatar" aria-hidden="true">
            {initials}
          </span>
        </MenuButton>
      }
    >
      <Flex direction="column" padding="xs small" gap="0">
        <Text fontWeight="semibold">{fullName || 'Signed in'}</Text>
        {user?.email ? (
          <Text fontSize="small" color="font.tertiary">
            {user.email}
          </Text>
        ) : null}
      </Flex>
      <Divider />
      <MenuItem onClick={() => logoutMutation.mutate()} isDisabled={logoutMutation.isPending}>
        Log Out
      </MenuItem>
    </Menu>
  );
}
