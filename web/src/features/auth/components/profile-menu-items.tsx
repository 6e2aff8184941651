/**
 * The header's profile menu once its code has come (accounts spec §2 Header: "profile menu (Profile, Log
 * Out)"): the user's name and e-mail, "Profile" opening the Edit Profile modal the app passes in, and "Log
 * Out", which ends the session here and on the server. Loaded on intent by `profile-menu.tsx` (issue 39;
 * decisions MN1).
 */
import { Suspense, useState, type ComponentType } from 'react';
import { Flex, Menu, MenuItem, Text, Divider } from '@aws-amplify/ui-react';
import { useStoredUser } from '../../../lib/session';
import { useLogout } from '../api/logout';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { LoadedMenuProps } from '../../../components/ui/menu-on-intent';
import '../../../components/layouts/header-menus-english-messages';

/** The profile menu's list and its Edit Profile modal; `ProfileDialog` is the modal (lazy is fine). */
export function ProfileMenuItems({
  menu,
  focusTrigger,
  ProfileDialog,
}: LoadedMenuProps & { ProfileDialog: ComponentType<{ onClose: () => void }> }) {
  const user = useStoredUser();
  const { t } = useTranslation('header-menus');
  const logoutMutation = useLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  const closeProfile = () => {
    setProfileOpen(false);
    // The menu item that opened the modal is gone with the menu: return focus to the menu button.
    requestAnimationFrame(focusTrigger);
  };

  return (
    <>
      <Menu menuAlign="end" {...menu}>
        <Flex direction="column" padding="xs small" gap="0">
          <Text fontWeight="semibold">{fullName || t('profile.signedIn')}</Text>
          {user?.email ? (
            <Text fontSize="small" color="font.tertiary">
              {user.email}
            </Text>
          ) : null}
        </Flex>
        <Divider />
        <MenuItem onClick={() => setProfileOpen(true)}>{t('profile.profile')}</MenuItem>
        <MenuItem onClick={() => logoutMutation.mutate()} isDisabled={logoutMutation.isPending}>
          {t('profile.logOut')}
        </MenuItem>
      </Menu>
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog onClose={closeProfile} />
        </Suspense>
      ) : null}
    </>
  );
}
